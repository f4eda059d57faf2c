import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Makes sure the program `bin` from Debian's package `pkg` is installed. Missing and running as
 * root (a fresh machine, CI): installs the package, synchronously. Missing otherwise: fails
 * saying what to install. Answers how long the installation took in ms (0 when already there).
 */
export function ensureDebianPackage(bin: string, pkg: string): number {
  if (existsSync(bin)) return 0;
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    throw new Error(
      `${bin} is missing and these tests do not run as root, so they cannot install it. ` +
        `Install the Debian package '${pkg}' (sudo apt-get install -y ${pkg}) and run them again.`,
    );
  }
  const started = Date.now();
  const run = (args: string[]) => {
    try {
      execFileSync('apt-get', args, {
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
        stdio: 'pipe',
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (error) {
      const output =
        typeof error === 'object' && error !== null && 'stderr' in error ? String(error.stderr) : '';
      throw new Error(`apt-get ${args.join(' ')} failed while installing ${pkg}:\n${output}`, {
        cause: error,
      });
    }
  };
  // Wait for a dpkg lock another installer (e.g. the Chromium install for the e2e tests) may hold.
  const lockWait = ['-o', 'DPkg::Lock::Timeout=600'];
  run(['update', ...lockWait]);
  run(['install', '-y', ...lockWait, pkg]);
  if (!existsSync(bin)) throw new Error(`apt-get installed ${pkg}, but ${bin} is still missing`);
  return Date.now() - started;
}
