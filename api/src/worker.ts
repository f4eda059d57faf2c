import 'reflect-metadata';
import http from 'node:http';
import express from 'express';
import { composeApp } from './compose';
import { ConfigError, loadConfig, loadDotEnv } from './config';
import { requireSharedKeys } from './shared/crypto/key-file';
import { openDatabase } from './shared/db/database';
import { finalErrorHandler, notFoundAnswer } from './shared/http/final-errors';
import { probeRoutes } from './shared/http/probe-routes';
import { createLogger } from './shared/logging/logger';

/**
 * Workers only (`npm run worker`): runs background jobs. With WORKER_PORT it also answers
 * /healthz, /readyz and /metrics there (health checks, the send-rate metric), nothing else.
 */
async function main() {
  loadDotEnv();
  const config = { ...loadConfig(), workers: true };
  requireSharedKeys(config);
  const log = createLogger(config.logLevel);
  const db = await openDatabase(config, log);
  const { cleanups, deps } = await composeApp(config, db, log, { role: { web: false, workers: true } });
  if (config.workerPort !== null) {
    const app = express();
    app.disable('x-powered-by');
    app.use(probeRoutes(db.orm, deps.metrics, config.metricsToken), notFoundAnswer, finalErrorHandler(log));
    const server = http.createServer(app);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.workerPort ?? 0, config.host, () => resolve());
    });
    cleanups.push(['probes', () => new Promise<void>((resolve) => server.close(() => resolve()))]);
  }
  log.info({ port: config.workerPort }, 'FunnelForge workers are running');
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    for (const [step, close] of cleanups.reverse())
      await close().catch((error: unknown) => log.error({ err: error, step }, 'failed to close'));
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `FunnelForge cannot start. ${error.message}` : error);
  process.exit(1);
});
