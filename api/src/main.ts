import 'reflect-metadata';
import { ConfigError, loadConfig, loadDotEnv } from './config';
import { startServer } from './server';

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const server = await startServer(config);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.deps.log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`FunnelForge cannot start. ${error.message}\nSee .env.example for every setting.`);
  } else {
    console.error('FunnelForge failed to start:', error);
  }
  process.exit(1);
});
