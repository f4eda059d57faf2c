import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  BREAK,
  type GraphQLError,
  specifiedRules,
  validate,
  visit,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

export const GRAPHQL_LIMITS = { maxDepth: 10, maxAliases: 15, maxCost: 5000 } as const;

/** Report a breach as a validation error (a 400 with the reason) instead of throwing out of validate(). */
const reportBreach = {
  exposeLimits: true,
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

/** Depth, alias and cost limits, checked before any resolver runs (HTTP and WebSocket alike). */
export const LIMIT_RULES: ValidationRule[] = [
  maxDepthRule({ n: GRAPHQL_LIMITS.maxDepth, ...reportBreach }),
  maxAliasesRule({ n: GRAPHQL_LIMITS.maxAliases, ...reportBreach }),
  costLimitRule({ maxCost: GRAPHQL_LIMITS.maxCost, ...reportBreach }),
];

export function validateWithLimits(schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[] {
  return validate(schema, document, [...specifiedRules, ...LIMIT_RULES]);
}

/** Whether an operation asks for the schema itself (__schema or __type anywhere in it). */
export function isIntrospection(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}
