import { rm } from 'node:fs/promises';

export default async function globalTeardown(): Promise<void> {
  const running = globalThis.ffE2eApp;
  if (!running) return;
  const { app, dataDir } = running;
  if (app.exitCode === null) {
    const exited = new Promise((resolve) => app.once('exit', resolve));
    app.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (app.exitCode === null) app.kill('SIGKILL');
  }
  await rm(dataDir, { recursive: true, force: true });
}
