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
const planted: string[] = [];

type LintMessage = { ruleId: string | null; message: string; line: number };

/** Writes `source` to `file` (relative to api/src) and lints it with the repository's config. */
async function lint(file: string, source: string): Promise<LintMessage[]> {
  const full = path.join(ROOT, 'api', 'src', file.replace('PLANTED', `planted-${randomUUID().slice(0, 8)}`));
  planted.push(full);
  await writeFile(full, source);
  const output = await promisify(execFile)(ESLINT, ['--format', 'json', '--no-warn-ignored', full], {
    cwd: ROOT,
    maxBuffer: 10 * 1024 * 1024,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '[]' }));
  const [result] = JSON.parse(output.stdout) as Array<{ messages: LintMessage[] }>;
  return result?.messages ?? [];
}

const rules = (messages: LintMessage[]) => messages.map((m) => m.ruleId);

afterAll(async () => {
  await Promise.all(planted.map((file) => rm(file, { force: true })));
});

jest.setTimeout(120_000);

it('a module imports another only through its index.ts', async () => {
  const inside = await lint(
    'modules/campaigns/PLANTED.ts',
    "import { LEAD_STATUSES } from '../leads/lead.entity';\nexport const statuses = LEAD_STATUSES;\n",
  );
  expect(rules(inside)).toContain('funnelforge/module-boundaries');
  const throughIndex = await lint(
    'modules/campaigns/PLANTED.ts',
    "import { Lead } from '../leads';\nexport const lead = Lead;\n",
  );
  expect(rules(throughIndex)).not.toContain('funnelforge/module-boundaries');
});

it('time in modules comes from the injectable clock', async () => {
  const messages = await lint(
    'modules/leads/PLANTED.ts',
    'export const a = Date.now();\nexport const b = new Date();\nexport const c = new Date(0);\n',
  );
  expect(messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.line)).toEqual([1, 2]);
});

it('resolvers and REST routes do not touch the database', async () => {
  const messages = await lint(
    'modules/leads/PLANTED.resolver.ts',
    [
      "import type { EntityManager } from '@mikro-orm/postgresql';",
      'export const count = (ctx: { em: EntityManager }) => ctx.em.count("leads");',
    ].join('\n'),
  );
  expect(rules(messages)).toEqual(expect.arrayContaining(['no-restricted-imports', 'no-restricted-syntax']));
});

it('promises are never dropped, and a swallowed rejection is logged or justified', async () => {
  const dropped = await lint(
    'modules/leads/PLANTED.ts',
    [
      'async function work(): Promise<void> {}',
      'export function start(): void {',
      '  work();',
      '  work().catch(() => undefined);',
      '}',
    ].join('\n'),
  );
  expect(rules(dropped)).toEqual(
    expect.arrayContaining(['@typescript-eslint/no-floating-promises', 'funnelforge/no-silent-catch']),
  );
  const handled = await lint(
    'modules/leads/PLANTED.ts',
    [
      'async function work(): Promise<void> {}',
      'export async function start(): Promise<void> {',
      '  await work();',
      '  // Best effort: the next tick does the same work.',
      '  await work().catch(() => undefined);',
      '}',
    ].join('\n'),
  );
  expect(rules(handled)).toEqual([]);
});
