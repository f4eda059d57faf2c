import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { runProcess } from '../../shared/process/run-process';

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
  // The end of the log is kept: its last progress line holds the duration.
  const { code, stderr } = await runProcess(ffmpeg.path, args, {
    timeoutMs: ENCODE_TIMEOUT_MS,
    keep: 'tail',
  });
  if (code !== 0)
    throw new Error(`ffmpeg could not encode the speech: ${stderr.split('\n').slice(-3).join(' ')}`);
  // The last progress line's time is the output's real length (the input header may be absent).
  const times = [...stderr.matchAll(/time=(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/g)];
  const last = times.at(-1);
  const duration = last ? Number(last[1]) * 3600 + Number(last[2]) * 60 + Number(last[3]) : 0;
  if (!(duration > 0)) throw new Error('the speech has no audio');
  return { duration };
}
