import { rm } from 'node:fs/promises';

export default async function globalTeardown(): Promise<void> {
  const cluster = globalThis.ffTestCluster;
  if (!cluster) return;
  await cluster.pg.stop();
  await rm(cluster.dir, { recursive: true, force: true });
}
