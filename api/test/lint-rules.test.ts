import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The architecture's rules that lint can check (eslint.config.mjs, .eslint/): each fails on a
 * violation planted in a real source file of the api, and passes on the same file written the
 * way the rule asks.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const ESLINT = path.join(ROOT, 'node_modules', '.bin', 'eslint');
type LintMessage = { ruleId: string | null; message: string; line: number };

/** Each case's source, by the real file (in api/src) it is written to. */
const planted = new Map<string, string>();

/** A case: `source` to be written to `file` (relative to api/src); answers the file's full path. */
function plant(file: string, source: string): string {
  const full = path.join(ROOT, 'api', 'src', file.replace('PLANTED', `planted-${randomUUID().slice(0, 8)}`));
  planted.set(full, source);
  return full;
}

/**
 * What eslint said about each planted file. All of them are linted by one run with the
 * repository's config: every run loads the api's TypeScript program for the typed rules, which
 * takes far longer than linting a few files.
 */
let results: Map<string, LintMessage[]> | undefined;

jest.setTimeout(120_000);

beforeAll(async () => {
  await Promise.all([...planted].map(([full, source]) => writeFile(full, source)));
  const output = await promisify(execFile)(
    ESLINT,
    ['--format', 'json', '--no-warn-ignored', ...planted.keys()],
    {
      cwd: ROOT,
      maxBuffer: 10 * 1024 * 1024,
    },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '[]' }));
  const linted = JSON.parse(output.stdout) as Array<{ filePath: string; messages: LintMessage[] }>;
  results = new Map(linted.map((result) => [result.filePath, result.messages]));
});

function lint(full: string): LintMessage[] {
  const messages = results?.get(full);
  if (!messages) throw new Error(`eslint did not lint ${full}`);
  return messages;
}

const rules = (messages: LintMessage[]) => messages.map((m) => m.ruleId);

afterAll(async () => {
  await Promise.all([...planted.keys()].map((file) => rm(file, { force: true })));
});

const boundaries = {
  inside: plant(
    'modules/campaigns/PLANTED.ts',
    "import { LEAD_STATUSES } from '../leads/lead.entity';\nexport const statuses = LEAD_STATUSES;\n",
  ),
  throughIndex: plant(
    'modules/campaigns/PLANTED.ts',
    "import { Lead } from '../leads';\nexport const lead = Lead;\n",
  ),
};

it('a module imports another only through its index.ts', () => {
  expect(rules(lint(boundaries.inside))).toContain('funnelforge/module-boundaries');
  expect(rules(lint(boundaries.throughIndex))).not.toContain('funnelforge/module-boundaries');
});

const wallClock = plant(
  'modules/leads/PLANTED.ts',
  'export const a = Date.now();\nexport const b = new Date();\nexport const c = new Date(0);\n',
);

it('time in modules comes from the injectable clock', () => {
  const messages = lint(wallClock);
  expect(messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.line)).toEqual([1, 2]);
});

const databaseInResolver = plant(
  'modules/leads/PLANTED.resolver.ts',
  [
    "import type { EntityManager } from '@mikro-orm/postgresql';",
    'export const count = (ctx: { em: EntityManager }) => ctx.em.count("leads");',
  ].join('\n'),
);

it('resolvers and REST routes do not touch the database', () => {
  expect(rules(lint(databaseInResolver))).toEqual(
    expect.arrayContaining(['no-restricted-imports', 'no-restricted-syntax']),
  );
});

const promises = {
  dropped: plant(
    'modules/leads/PLANTED.ts',
    [
      'async function work(): Promise<void> {}',
      'export function start(): void {',
      '  work();',
      '  work().catch(() => undefined);',
      '}',
    ].join('\n'),
  ),
  handled: plant(
    'modules/leads/PLANTED.ts',
    [
      'async function work(): Promise<void> {}',
      'export async function start(): Promise<void> {',
      '  await work();',
      '  // Best effort: the next tick does the same work.',
      '  await work().catch(() => undefined);',
      '}',
    ].join('\n'),
  ),
};

it('promises are never dropped, and a swallowed rejection is logged or justified', () => {
  expect(rules(lint(promises.dropped))).toEqual(
    expect.arrayContaining(['@typescript-eslint/no-floating-promises', 'funnelforge/no-silent-catch']),
  );
  expect(rules(lint(promises.handled))).toEqual([]);
});
