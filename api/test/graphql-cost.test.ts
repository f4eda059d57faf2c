import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Client } from 'graphql-ws';
import {
  Kind,
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  typeFromAST,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { GRAPHQL_LIMITS, listCost, listCostError, validateWithLimits } from '../src/shared/graphql/limits';
import { type GraphQLResponse, TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The GraphQL cost limit counts list sizes (issue 14, finding 4): a list counts once per item
 * it asks for, so 15 aliases of leads(paging: { limit: 1000 }) with nested lists of 1000 are
 * refused before anything runs, while every screen's own operations still pass.
 */
const REPO = path.resolve(__dirname, '..', '..');
const schema: GraphQLSchema = buildSchema(readFileSync(path.join(REPO, 'api', 'schema.graphql'), 'utf8'));

/** 15 aliases (the alias limit) of a thousand leads, each with a thousand activities and submissions. */
const EXPENSIVE = `{ ${Array.from(
  { length: 15 },
  (_, i) =>
    `l${i}: leads(paging: { limit: 1000 }) { items { id activity(limit: 1000) { id summary } submissions(limit: 1000) { id formData } } }`,
).join(' ')} }`;

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'gql' || entry.name === 'node_modules' ? [] : graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

/** Every operation of web/src with the fragments it uses (codegen sees them all as one set). */
function webOperations(): Array<{ name: string; document: DocumentNode }> {
  const definitions: DefinitionNode[] = graphqlFiles(path.join(REPO, 'web', 'src')).flatMap(
    (file) => parse(readFileSync(file, 'utf8')).definitions,
  );
  const fragments = new Map(
    definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const operations = definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  return operations.map((operation) => {
    const used = new Map<string, FragmentDefinitionNode>();
    const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
      visit(node, {
        FragmentSpread(spread) {
          const fragment = fragments.get(spread.name.value);
          if (fragment && !used.has(fragment.name.value)) {
            used.set(fragment.name.value, fragment);
            collect(fragment);
          }
        },
      });
    collect(operation);
    return {
      name: operation.name?.value ?? '(anonymous)',
      document: { kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] },
    };
  });
}

/** The largest page any list accepts (1 to 1000), so a screen asking its biggest page passes too. */
const LARGEST_PAGE = 1000;

/** A value for a variable as a screen would send it: limits at their largest, the rest the least that is valid. */
function sample(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return sample(type.ofType, name);
  if (isListType(type)) return [sample(type.ofType, name)];
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter(
          (field) =>
            field.name === 'limit' || (isNonNullType(field.type) && field.defaultValue === undefined),
        )
        .map((field) => [field.name, sample(field.type, field.name)]),
    );
  }
  const named = getNamedType(type);
  if (name === 'limit') return LARGEST_PAGE;
  switch (named.name) {
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    case 'ID':
      return '00000000-0000-4000-8000-000000000000';
    case 'DateTimeISO':
      return '2030-01-01T00:00:00.000Z';
    case 'JSONObject':
      return {};
    default:
      return isEnumType(named) ? named.getValues()[0]?.value : 'text';
  }
}

function variablesOf(document: DocumentNode): Record<string, unknown> {
  const operation = document.definitions[0] as OperationDefinitionNode;
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map((definition) => {
      const type = typeFromAST(schema, definition.type) as GraphQLInputType;
      return [definition.variable.name.value, sample(type, definition.variable.name.value)];
    }),
  );
}

describe('the list cost', () => {
  it('multiplies by the sizes asked for, with the schema defaults when left out', () => {
    const cost = (query: string, variables?: Record<string, unknown>) =>
      listCost(schema, parse(query), variables);
    // leads: 1 + 10 (LeadPaging.limit default) × (items: 1 + id).
    expect(cost('{ leads { items { id } } }')).toBe(1 + 10 * 2);
    expect(cost('{ leads(paging: { limit: 1000 }) { items { id } } }')).toBe(1 + 1000 * 2);
    expect(cost('query($n: Int) { leads(paging: { limit: $n }) { items { id } } }', { n: 300 })).toBe(
      1 + 300 * 2,
    );
    // activity(limit:) defaults to 50; a negative limit counts as one, never less.
    expect(cost('{ lead(id: "x") { activity { id } } }')).toBe(1 + (1 + 50));
    expect(cost('{ lead(id: "x") { activity(limit: -5000) { id } } }')).toBe(1 + (1 + 1));
    // funnels(filter: { limit }) defaults to 100.
    expect(cost('{ funnels { items { id } } }')).toBe(1 + 100 * 2);
  });

  it('refuses 15 aliases of 1000 leads with nested lists of 1000', () => {
    expect(validateWithLimits(schema, parse(EXPENSIVE))).toEqual([]);
    const error = listCostError(schema, parse(EXPENSIVE));
    expect(error?.message).toMatch(
      new RegExp(`^Query cost limit of ${GRAPHQL_LIMITS.maxListCost} exceeded, found \\d+`),
    );
  });

  const operations = webOperations();

  it('finds the web app’s operations', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(operations.map((op) => [op.name, op.document] as const))(
    'lets the web app’s %s through, at its largest page',
    (_name, document) => {
      expect(validateWithLimits(schema, document).map((e) => e.message)).toEqual([]);
      const variables = variablesOf(document);
      expect(listCostError(schema, document, variables)?.message ?? null).toBeNull();
    },
  );
});

describe('over HTTP and WebSocket', () => {
  let server: TestServer;
  const openClients: Client[] = [];

  beforeAll(async () => {
    server = await startTestServer({ LOG_LEVEL: 'error' });
  });
  afterEach(async () => {
    await Promise.all(openClients.splice(0).map((c) => c.dispose()));
  });
  afterAll(() => server.close());

  async function post(c: TestClient, query: string, variables?: Record<string, unknown>) {
    const res = await c.request('POST', '/graphql', { query, variables });
    return { status: res.status, body: res.json as GraphQLResponse };
  }

  it('answers the expensive operation 400 GRAPHQL_VALIDATION_FAILED before it runs', async () => {
    const c = new TestClient(server.url);
    await c.signUp();
    const res = await post(c, EXPENSIVE);
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors).toEqual([
      {
        message: expect.stringMatching(
          /^Query cost limit of 50000 exceeded, found \d+: a list counts once per item/,
        ),
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      },
    ]);
  });

  it('counts sizes passed in variables', async () => {
    const c = new TestClient(server.url);
    await c.signUp();
    const query = `query($n: Int!) { ${Array.from(
      { length: 15 },
      (_, i) => `l${i}: leads(paging: { limit: $n }) { items { id submissions(limit: $n) { id } } }`,
    ).join(' ')} }`;
    const refused = await post(c, query, { n: 1000 });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
    const small = await post(c, query, { n: 5 });
    expect(small.status).toBe(200);
    expect(small.body.errors).toBeUndefined();
  });

  it('refuses it over the WebSocket too', async () => {
    const c = new TestClient(server.url);
    await c.signUp();
    const ws = c.ws();
    openClients.push(ws);
    const outcome = await new Promise<unknown>((resolve) => {
      ws.subscribe(
        { query: EXPENSIVE },
        { next: resolve, error: resolve, complete: () => resolve('completed without an answer') },
      );
    });
    expect(outcome).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^Query cost limit of 50000 exceeded/),
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      }),
    ]);
  });
});
