import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');

export type Instruction = { keyword: string; args: string; line: number };

export type Stage = {
  name: string;
  /** An image reference, or the name of an earlier stage. */
  from: string;
  parent: Stage | null;
  instructions: Instruction[];
};

/** A Dockerfile as stages of instructions: continuation lines joined, comments dropped, global ARGs substituted into FROM. */
export function parseDockerfile(text: string): Stage[] {
  const logical: Array<{ text: string; line: number }> = [];
  let current: { text: string; line: number } | null = null;
  text.split('\n').forEach((raw, index) => {
    const trimmed = raw.trim();
    if (current === null && (trimmed === '' || trimmed.startsWith('#'))) return;
    if (current !== null && trimmed.startsWith('#')) return; // a comment inside a continued instruction
    const continues = trimmed.endsWith('\\');
    const part = continues ? trimmed.slice(0, -1).trim() : trimmed;
    current = current
      ? { ...current, text: `${current.text} ${part}`.trim() }
      : { text: part, line: index + 1 };
    if (!continues) {
      logical.push(current);
      current = null;
    }
  });

  const globalArgs = new Map<string, string>();
  const stages: Stage[] = [];
  for (const { text: instruction, line } of logical) {
    const [word = '', ...rest] = instruction.split(/\s+/);
    const keyword = word.toUpperCase();
    const args = rest.join(' ');
    if (keyword === 'ARG' && stages.length === 0) {
      const [name = '', value = ''] = args.split('=');
      globalArgs.set(name, value);
      continue;
    }
    if (keyword === 'FROM') {
      const match = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args);
      if (!match) throw new Error(`Dockerfile line ${line}: cannot read FROM ${args}`);
      const from = match[1]!.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, a?: string, b?: string) => {
        const value = globalArgs.get((a ?? b)!);
        if (value === undefined) throw new Error(`Dockerfile line ${line}: ARG ${a ?? b} has no default`);
        return value;
      });
      const parent = stages.find((s) => s.name === from) ?? null;
      stages.push({ name: match[2] ?? String(stages.length), from, parent, instructions: [] });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) throw new Error(`Dockerfile line ${line}: ${keyword} before any FROM`);
    stage.instructions.push({ keyword, args, line });
  }
  return stages;
}

/** The stage and its ancestors, oldest first. */
function lineage(stage: Stage): Stage[] {
  return stage.parent ? [...lineage(stage.parent), stage] : [stage];
}

export function baseImage(stage: Stage): string {
  return lineage(stage)[0]!.from;
}

export function workdirOf(stage: Stage): string {
  let dir = '/';
  for (const s of lineage(stage))
    for (const i of s.instructions) if (i.keyword === 'WORKDIR') dir = path.posix.resolve(dir, i.args);
  return dir;
}

/** ENV K=V K2="V 2" (and the old ENV K V form). */
function parseEnv(args: string): Array<[string, string]> {
  if (!args.includes('=') || /^\S+\s/.test(args.split('=')[0]!)) {
    const [key = '', ...value] = args.split(/\s+/);
    return [[key, value.join(' ')]];
  }
  return [...args.matchAll(/(\w+)=("([^"]*)"|'([^']*)'|(\S*))/g)].map((m) => [
    m[1]!,
    m[3] ?? m[4] ?? m[5] ?? '',
  ]);
}

export function envOf(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const s of lineage(stage))
    for (const i of s.instructions)
      if (i.keyword === 'ENV') for (const [k, v] of parseEnv(i.args)) env[k] = v;
  return env;
}

export function lastOf(stage: Stage, keyword: string): Instruction | undefined {
  return lineage(stage)
    .flatMap((s) => s.instructions)
    .filter((i) => i.keyword === keyword)
    .at(-1);
}

/** CMD/HEALTHCHECK exec form: ["node", "api/dist/main.js"]. */
export function execForm(args: string, what: string): string[] {
  const parsed: unknown = JSON.parse(args);
  if (!Array.isArray(parsed) || !parsed.every((a) => typeof a === 'string'))
    throw new Error(`${what} must use the exec form (a JSON array of strings): ${args}`);
  return parsed as string[];
}

/** Leading --flag=value options of COPY and RUN, and what follows them. */
function flagsAndRest(args: string): { flags: Map<string, string>; rest: string } {
  const flags = new Map<string, string>();
  let rest = args.trim();
  for (let m = /^--([\w-]+)(?:=(\S+))?\s+/.exec(rest); m; m = /^--([\w-]+)(?:=(\S+))?\s+/.exec(rest)) {
    flags.set(m[1]!, m[2] ?? 'true');
    rest = rest.slice(m[0].length);
  }
  return { flags, rest };
}

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/**
 * The package directories (relative to the repository root) that `npm ci --omit=dev` with these
 * workspace flags installs, as npm lays them out in this checkout.
 */
function productionPackages(workspaces: string[]): string[] {
  const listed = run(
    'npm',
    ['ls', '--omit=dev', '--all', '--parseable', ...workspaces.flatMap((w) => ['--workspace', w])],
    ROOT,
  )
    .split('\n')
    .filter(Boolean)
    .map((p) => path.relative(ROOT, p))
    .filter((p) => p.split(path.sep).includes('node_modules'))
    .sort();
  // A package's own node_modules comes with it; list only the outermost of each.
  return listed.filter((p, i) => !listed.slice(0, i).some((outer) => p.startsWith(`${outer}${path.sep}`)));
}

/** Hard links where possible (same file system, instant), copies otherwise. */
function copyTree(args: string[], cwd: string) {
  try {
    run('cp', ['-al', ...args], cwd);
  } catch {
    run('cp', ['-a', ...args], cwd);
  }
}

export type ImageTree = {
  stages: Stage[];
  final: Stage;
  /** The final stage's WORKDIR in the emulated file system: where CMD runs. */
  workdir: string;
  env: Record<string, string>;
  cmd: string[];
  healthcheck: string[] | null;
  user: string | null;
  /** What the emulated RUN commands did not reproduce (outside the app, or ownership). */
  skipped: string[];
};

/**
 * Lays out the Dockerfile's final stage under `into` (a directory standing for the image's
 * root), from the instructions alone: the build stage (the one that copies the context and runs
 * `npm run build`) is this checkout after `npm run build`; every other stage is reproduced
 * instruction by instruction. RUN takes only the commands the Dockerfile uses (`npm ci
 * --omit=dev`, `ln -s`, `mkdir -p`, `chown`); anything else fails, so a change to the
 * Dockerfile that this reproduction would miss fails here instead of passing unseen.
 */
export function assembleImage(dockerfile: string, into: string): ImageTree {
  const stages = parseDockerfile(readFileSync(dockerfile, 'utf8'));
  const final = stages.at(-1)!;
  const skipped: string[] = [];
  const roots = new Map<string, string>();

  const isBuildStage = (stage: Stage) =>
    stage.instructions.some((i) => i.keyword === 'COPY' && /^\.\s+\.\/?$/.test(flagsAndRest(i.args).rest)) &&
    stage.instructions.some((i) => i.keyword === 'RUN' && /\bnpm run build\b/.test(i.args));

  /** Where a container path of a stage lies on this machine. */
  const hostPath = (stage: Stage, containerPath: string): string => {
    const absolute = path.posix.resolve(workdirOf(stage), containerPath);
    if (isBuildStage(stage)) {
      const relative = path.posix.relative(workdirOf(stage), absolute);
      if (relative.startsWith('..'))
        throw new Error(`${absolute} is outside the build stage's WORKDIR (${workdirOf(stage)})`);
      return path.join(ROOT, relative);
    }
    return path.join(emulate(stage), absolute);
  };

  const copy = (source: string, dest: string, destIsDir: boolean) => {
    if (!existsSync(source)) throw new Error(`COPY source ${source} does not exist (is the app built?)`);
    if (statSync(source).isDirectory()) {
      mkdirSync(dest, { recursive: true });
      copyTree(['-T', source, dest], ROOT);
      return;
    }
    const target = destIsDir ? path.join(dest, path.basename(source)) : dest;
    mkdirSync(path.dirname(target), { recursive: true });
    copyTree([source, target], ROOT);
  };

  const emulate = (stage: Stage): string => {
    const known = roots.get(stage.name);
    if (known) return known;
    const root = path.join(into, stage === final ? 'image' : `stage-${stage.name}`);
    if (stage.parent) {
      mkdirSync(path.dirname(root), { recursive: true });
      copyTree(['-T', emulate(stage.parent), root], ROOT);
    } else {
      mkdirSync(root, { recursive: true });
    }
    roots.set(stage.name, root);
    for (const instruction of stage.instructions) {
      const { keyword, args, line } = instruction;
      const where = `Dockerfile line ${line} (${stage.name})`;
      if (keyword === 'WORKDIR') {
        mkdirSync(path.join(root, workdirOf({ ...stage, instructions: [instruction] })), { recursive: true });
      } else if (keyword === 'COPY') {
        const { flags, rest } = flagsAndRest(args);
        const parts = rest.split(/\s+/);
        const dest = parts.pop()!;
        const destInStage = path.join(root, path.posix.resolve(workdirOf(stage), dest));
        const destIsDir = dest.endsWith('/') || parts.length > 1;
        const from = flags.get('from');
        for (const source of parts) {
          if (from === undefined) {
            copy(path.join(ROOT, source), destInStage, destIsDir);
          } else {
            const origin = stages.find((s) => s.name === from);
            if (!origin) throw new Error(`${where}: COPY --from=${from} names no stage of this Dockerfile`);
            copy(hostPath(origin, source), destInStage, destIsDir);
          }
        }
      } else if (keyword === 'RUN') {
        const { rest } = flagsAndRest(args);
        const cwd = path.join(root, workdirOf(stage));
        for (const command of rest.split('&&').map((c) => c.trim())) {
          const words = command.split(/\s+/);
          if (words[0] === 'npm' && words[1] === 'ci') {
            if (!words.includes('--omit=dev'))
              throw new Error(`${where}: \`${command}\` installs development dependencies`);
            for (const file of ['package.json', 'package-lock.json'])
              if (!existsSync(path.join(cwd, file)))
                throw new Error(`${where}: npm ci runs without ${file} in ${workdirOf(stage)}`);
            const workspaces = words.flatMap((w, i) =>
              w === '--workspace' || w === '-w'
                ? [words[i + 1]!]
                : w.startsWith('--workspace=')
                  ? [w.slice('--workspace='.length)]
                  : [],
            );
            run('cp', ['-al', '--parents', ...productionPackages(workspaces), cwd], ROOT);
          } else if (words[0] === 'ln' && words[1] === '-s' && words.length === 4) {
            const link = path.join(cwd, words[3]!);
            mkdirSync(path.dirname(link), { recursive: true });
            symlinkSync(words[2]!, link);
          } else if (words[0] === 'mkdir' && words[1] === '-p') {
            for (const dir of words.slice(2))
              mkdirSync(path.join(root, path.posix.resolve(workdirOf(stage), dir)), { recursive: true });
          } else if (words[0] === 'chown') {
            skipped.push(`${where}: ${command} (this test runs as one user)`);
          } else {
            throw new Error(
              `${where}: e2e/deploy/dockerfile.ts cannot reproduce \`${command}\`; teach it what the command does to the image`,
            );
          }
        }
      } else if (
        !['ENV', 'ARG', 'USER', 'EXPOSE', 'HEALTHCHECK', 'CMD', 'VOLUME', 'LABEL', 'STOPSIGNAL'].includes(
          keyword,
        )
      ) {
        throw new Error(`${where}: e2e/deploy/dockerfile.ts does not know ${keyword}`);
      }
    }
    return root;
  };

  const root = emulate(final);
  const cmd = lastOf(final, 'CMD');
  if (!cmd) throw new Error('The final stage has no CMD');
  const healthcheck = lastOf(final, 'HEALTHCHECK');
  const healthcheckCmd = healthcheck ? /\bCMD\s+(\[.*\])\s*$/.exec(healthcheck.args)?.[1] : undefined;
  return {
    stages,
    final,
    workdir: path.join(root, workdirOf(final)),
    env: envOf(final),
    cmd: execForm(cmd.args, 'CMD'),
    healthcheck: healthcheckCmd ? execForm(healthcheckCmd, 'HEALTHCHECK') : null,
    user: lastOf(final, 'USER')?.args ?? null,
    skipped,
  };
}
