import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { runProcess } from '../../shared/process/run-process';

/** What a video is, as ffmpeg decoded it. */
export type VideoFacts = { width: number; height: number; duration: number | null };

/** Poster frames are made at most this wide: grid cards and the player's first paint. */
const POSTER_WIDTH = 640;
const PROBE_TIMEOUT_MS = 120_000;

/**
 * Decodes the video's first frame into a WebP poster with the bundled static ffmpeg: a file that
 * only looks like a video (a forged signature, a polyglot) does not decode and is refused.
 * Answers the picture size and duration ffmpeg reported, or null when there is no video to play.
 */
export async function probeVideo(input: string, poster: string): Promise<VideoFacts | null> {
  const args = [
    '-hide_banner',
    '-nostdin',
    '-i',
    input,
    '-map',
    '0:v:0',
    '-frames:v',
    '1',
    '-vf',
    `scale='min(${POSTER_WIDTH},iw)':-2`,
    '-c:v',
    'libwebp',
    '-quality',
    '75',
    '-f',
    'image2',
    '-y',
    poster,
  ];
  // Only the header matters (streams, duration): the start of the log is kept.
  const { code, stderr } = await runProcess(ffmpeg.path, args, { timeoutMs: PROBE_TIMEOUT_MS, keep: 'head' });
  if (code !== 0) return null;
  const size = /Stream #\S+.*?Video: .*?\b(\d{2,5})x(\d{2,5})\b/.exec(stderr);
  if (!size) return null;
  const time = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
  const duration = time ? Number(time[1]) * 3600 + Number(time[2]) * 60 + Number(time[3]) : null;
  return { width: Number(size[1]), height: Number(size[2]), duration };
}
