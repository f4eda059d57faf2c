/**
 * ff/no-silent-catch: a rejection handled by doing nothing (`.catch(() => undefined)`,
 * `.catch(() => {})`, `.catch(() => null)`) must say why in a comment right before it (on its
 * line or the line above); otherwise log it.
 */
const isNothing = (body) =>
  (body.type === 'BlockStatement' && body.body.length === 0) ||
  (body.type === 'Identifier' && body.name === 'undefined') ||
  (body.type === 'Literal' && body.value === null) ||
  (body.type === 'UnaryExpression' && body.operator === 'void');

export const noSilentCatch = {
  meta: {
    type: 'problem',
    docs: { description: 'A swallowed rejection is logged or justified in a comment' },
    messages: {
      silent: 'This rejection is swallowed: log it, or say in a comment just above why nothing needs doing.',
    },
    schema: [],
  },
  create(context) {
    const sourceCode = context.sourceCode;
    const justified = (node) => {
      const line = node.loc.start.line;
      return sourceCode
        .getAllComments()
        .some(
          (comment) =>
            comment.loc.end.line === line - 1 ||
            comment.loc.end.line === line ||
            comment.loc.start.line === line,
        );
    };
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        const handler =
          callee.property.name === 'catch'
            ? node.arguments[0]
            : callee.property.name === 'then'
              ? node.arguments[1]
              : null;
        if (!handler || (handler.type !== 'ArrowFunctionExpression' && handler.type !== 'FunctionExpression'))
          return;
        if (!isNothing(handler.body)) return;
        // The comment may sit above the statement the call starts, or on the call's own line.
        let statement = node;
        while (
          statement.parent &&
          !statement.parent.type.endsWith('Statement') &&
          statement.parent.type !== 'Program'
        )
          statement = statement.parent;
        if (justified(handler) || justified(node) || justified(statement.parent ?? node)) return;
        context.report({ node: handler, messageId: 'silent' });
      },
    };
  },
};
