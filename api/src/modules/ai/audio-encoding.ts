import { spawn } from 'node:child_process';
import ffmpeg from '@ffmpeg-installer/ffmpeg';

const ENCODE_TIMEOUT_MS = 120_000;

/**
 * Re-encodes any audio file ffmpeg can decode into a mono 64 kbit/s MP3 (speech needs no more)
 * with the bundled ffmpeg, and answers its duration in seconds as ffmpeg decoded it. Provider
 * MP3s go through it too: what the library stores is always a file that really plays.
 */
export async function encodeMp3(input: string, output: string): Promise<{ duration: number }> {
  const args = [
    '-hide_banner',
    '-nostdin',
    '-i',
    input,
    '-vn',
    '-ac',
    '1',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '64k',
    '-f',
    'mp3',
    '-y',
    output,
  ];
  const { code, stderr } = await run(ffmpeg.path, args);
  if (code !== 0)
    throw new Error(`ffmpeg could not encode the speech: ${stderr.split('\n').slice(-3).join(' ')}`);
  // The last progress line's time is the output's real length (the input header may be absent).
  const times = [...stderr.matchAll(/time=(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/g)];
  const last = times.at(-1);
  const duration = last ? Number(last[1]) * 3600 + Number(last[2]) * 60 + Number(last[3]) : 0;
  if (!(duration > 0)) throw new Error('the speech has no audio');
  return { duration };
}

function run(command: string, args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      // Keep the tail: the last progress line holds the duration.
      stderr = (stderr + chunk).slice(-64_000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), ENCODE_TIMEOUT_MS);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}
