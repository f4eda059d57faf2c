import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';

/**
 * s3rver in a Node process of its own, with OpenSSL's legacy provider: s3rver 3.7.1 encrypts its
 * ListObjectsV2 continuation tokens with DES, which OpenSSL 3 offers only there (without it every
 * listing of more than 1000 keys fails with InternalError).
 */
export async function startS3rver(
  dir: string,
  bucket: string,
): Promise<{ child: ChildProcess; port: number }> {
  const script = `
    const S3rver = require(${JSON.stringify(require.resolve('s3rver'))});
    new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: process.argv[1],
      configureBuckets: [{ name: ${JSON.stringify(bucket)} }],
    })
      .run()
      .then(
        (address) => process.stdout.write(JSON.stringify(address) + '\\n'),
        (error) => { console.error(error); process.exit(1); },
      );
  `;
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '-e', script, dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) =>
      resolve((JSON.parse(line) as AddressInfo).port),
    );
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before it listened`)));
  });
  return { child, port };
}

/** Stops an s3rver started above. */
export async function stopS3rver(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill();
  await exited;
}
