import { rm } from 'node:fs/promises';

/** Stops the app as an operator would (SIGTERM); it must close everything and exit 0 promptly. */
export default async function globalTeardown(): Promise<void> {
  const running = globalThis.ffE2eApp;
  if (!running) return;
  const { app, dataDir } = running;
  try {
    if (app.exitCode !== null) throw new Error(`the app exited early with code ${app.exitCode}`);
    const exited = new Promise<number | null>((resolve) => app.once('exit', (code) => resolve(code)));
    app.kill('SIGTERM');
    const code = await Promise.race([
      exited,
      new Promise<'timeout'>((resolve) => setTimeout(resolve, 15_000, 'timeout')),
    ]);
    if (code === 'timeout') {
      app.kill('SIGKILL');
      throw new Error('the app did not stop within 15 s of SIGTERM');
    }
    if (code !== 0) throw new Error(`the app exited with code ${code} after SIGTERM`);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
