#!/usr/bin/env node
/**
 * The npm registry mirror these machines use lacks some platform-specific optional packages
 * (e.g. @swc/core-darwin-arm64). `npm install` then leaves them out of package-lock.json and
 * `npm ci` refuses the lock as out of sync. This adds a lock entry for each missing one, with
 * the os/cpu/libc that npm reads to skip it on every other platform, so `npm ci` works here
 * and a full registry still resolves them elsewhere. Run it after `npm install` changes the lock.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = [
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openharmony',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32', 'mips64el'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  const libc = parts.some((p) => p.startsWith('musl'))
    ? 'musl'
    : parts.some((p) => p === 'gnu' || p.startsWith('gnueabi'))
      ? 'glibc'
      : null;
  return { os, cpu, libc };
}

function resolves(parentPath, name) {
  let base = parentPath;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(path, name)) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os && !cpu) {
      console.warn(`skipped ${name}: cannot tell its platform from the name`);
      continue;
    }
    packages[`node_modules/${name}`] = {
      version,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(entry.dev ? { dev: true } : {}),
      ...(libc ? { libc: [libc] } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added
    ? `added ${added} platform stub(s) to package-lock.json`
    : 'package-lock.json needs no platform stubs',
);
