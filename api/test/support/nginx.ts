import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureDebianPackage } from './debian-package';
import { freePort } from '../../src/shared/db/embedded-postgres';

export const NGINX_BIN = '/usr/sbin/nginx';

/** How the repository's deployment passes requests to the app (deploy/nginx/proxy.conf). */
export const PROXY_CONF = path.resolve(__dirname, '../../../deploy/nginx/proxy.conf');

export type Nginx = {
  url: string;
  port: number;
  /** nginx's error log so far (why it retried a request on another replica). */
  errorLog(): Promise<string>;
  stop(): Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));

/**
 * A private nginx (from Debian, installed when missing and root) on a free local port, balancing
 * round-robin over `upstreams` (local ports) with the repository's proxy settings; each answer
 * says which replica gave it in X-Upstream. In the foreground, so `stop()` ends it.
 */
export async function startNginx(upstreams: number[]): Promise<Nginx> {
  ensureDebianPackage(NGINX_BIN, 'nginx-light');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ff-nginx-'));
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) await mkdir(path.join(dir, temp));
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  await writeFile(
    conf,
    `${asRoot ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream funnelforge {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://funnelforge;
      include ${PROXY_CONF};
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  const child = spawn(NGINX_BIN, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const errorLog = () => readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited(child);
    await rm(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const log = await errorLog();
      await stop();
      throw new Error(`nginx did not start:\n${output}\n${log}`);
    }
    // Any answer (a 502 while no replica is up yet) means nginx listens.
    if (
      await fetch(`${url}/healthz`).then(
        () => true,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not listen on ${port} within 15 s:\n${output}`);
    }
    await sleep(50);
  }
  return { url, port, errorLog, stop };
}
