import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  BREAK,
  GraphQLError,
  getNamedType,
  getNullableType,
  isCompositeType,
  isInputObjectType,
  isListType,
  isObjectType,
  specifiedRules,
  validate,
  visit,
  type DocumentNode,
  type GraphQLField,
  type GraphQLSchema,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';

/**
 * maxDepth and maxAliases bound the shape of an operation; maxCost is graphql-armor's cost of
 * that shape (fields weighted by depth); maxListCost is what answering it costs once every list
 * counts as many times as the items it asks for (see listCostError).
 */
export const GRAPHQL_LIMITS = { maxDepth: 10, maxAliases: 15, maxCost: 5000, maxListCost: 50_000 } as const;

/**
 * A list field that names no size (`emailSequences`, `scoreBreakdown`) is counted as this many
 * items: the app's own unsized lists hold a handful (bands, themes, top five) to a few dozen.
 */
export const UNSIZED_LIST_ITEMS = 20;

/** Report a breach as a validation error (a 400 with the reason) instead of throwing out of validate(). */
const reportBreach = {
  exposeLimits: true,
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

/** Depth, alias and shape-cost limits, checked before any resolver runs (HTTP and WebSocket alike). */
export const LIMIT_RULES: ValidationRule[] = [
  maxDepthRule({ n: GRAPHQL_LIMITS.maxDepth, ...reportBreach }),
  maxAliasesRule({ n: GRAPHQL_LIMITS.maxAliases, ...reportBreach }),
  costLimitRule({ maxCost: GRAPHQL_LIMITS.maxCost, ...reportBreach }),
];

export function validateWithLimits(schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[] {
  return validate(schema, document, [...specifiedRules, ...LIMIT_RULES]);
}

/**
 * How many items a field asks for, from the arguments the schema really has: a `limit`
 * argument (`activity(limit:)`, `campaignPage(limit:)`), or the `limit` inside an input
 * argument (`leads(paging: { limit })`, `funnels(filter: { limit })`), its schema default when
 * left out. Null when the field names no size. Never less than one, so a negative limit cannot
 * cancel the cost of the rest.
 */
function requestedItems(field: GraphQLField<unknown, unknown>, args: Record<string, unknown>): number | null {
  const sized = (value: unknown) => (typeof value === 'number' ? Math.max(1, value) : null);
  if (field.args.some((arg) => arg.name === 'limit')) return sized(args.limit) ?? 1;
  for (const arg of field.args) {
    const input = getNamedType(arg.type);
    if (!isInputObjectType(input)) continue;
    const limit = input.getFields().limit;
    if (!limit) continue;
    const given = args[arg.name] as Record<string, unknown> | null | undefined;
    return sized(given?.limit) ?? sized(limit.defaultValue) ?? 1;
  }
  return null;
}

/**
 * A field costs one, plus its selection once per item it asks for. A page's `items` (a
 * connection: items beside hasMore) are already counted by the field that asked for the page.
 */
const listSizeEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  const returns = getNullableType(field.type);
  const isPageItems = field.name === 'items' && isObjectType(type) && type.getFields().hasMore !== undefined;
  const items =
    requestedItems(field, args) ??
    (isListType(returns) && isCompositeType(getNamedType(returns)) && !isPageItems ? UNSIZED_LIST_ITEMS : 1);
  return 1 + items * childComplexity;
};

/** The cost of an operation with its variables (see listSizeEstimator). */
export function listCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables?: Record<string, unknown> | null,
  operationName?: string | null,
): number {
  return getComplexity({
    schema,
    query: document,
    variables: variables ?? {},
    operationName: operationName ?? undefined,
    estimators: [listSizeEstimator],
  });
}

/**
 * The list-cost limit, checked once the variables are known (Apollo's didResolveOperation, the
 * WebSocket's subscribe): a validation error when the operation asks for more than
 * GRAPHQL_LIMITS.maxListCost, else null. Variables that do not fit the operation are left for
 * execution to refuse, as it does without running anything.
 */
export function listCostError(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables?: Record<string, unknown> | null,
  operationName?: string | null,
): GraphQLError | null {
  let cost: number;
  try {
    cost = listCost(schema, document, variables, operationName);
  } catch (error) {
    // Too many nodes to count is a breach; bad variables are execution's to report.
    if (error instanceof GraphQLError && /maximum allowed number of nodes/.test(error.message))
      return limitError(error.message);
    return null;
  }
  if (cost <= GRAPHQL_LIMITS.maxListCost) return null;
  return limitError(
    `Query cost limit of ${GRAPHQL_LIMITS.maxListCost} exceeded, found ${cost}: a list counts once per item it asks for (its limit, or the default limit). Ask for fewer items or fewer fields`,
  );
}

function limitError(message: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
  });
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
