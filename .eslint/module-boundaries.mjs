import path from 'node:path';

/**
 * ff/module-boundaries: a module of api/src/modules imports another module only through that
 * module's index.ts (its manifest and public surface), never a file inside it.
 */
export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A module imports another only through its index.ts' },
    messages: {
      internal:
        "'{{source}}' reaches into the {{other}} module: import it from its index ('{{index}}') and export what you need there.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const marker = `${path.sep}api${path.sep}src${path.sep}modules${path.sep}`;
    const at = file.indexOf(marker);
    if (at === -1) return {};
    const modulesDir = file.slice(0, at + marker.length - 1);
    const own = file.slice(at + marker.length).split(path.sep)[0];
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const relative = path.relative(modulesDir, target);
      if (relative.startsWith('..') || path.isAbsolute(relative)) return;
      const [other, ...rest] = relative.split(path.sep);
      if (!other || other === own || rest.length === 0 || (rest.length === 1 && rest[0] === 'index')) return;
      const index = path.relative(path.dirname(file), path.join(modulesDir, other)).split(path.sep).join('/');
      context.report({ node, messageId: 'internal', data: { source, other, index } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
