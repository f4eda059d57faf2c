import { rm, writeFile } from 'node:fs/promises';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import sharp from 'sharp';
import { runProcess } from '../../shared/process/run-process';
import { sceneSvg } from './offline-image-generator';
import {
  dimensionsOf,
  secondsOf,
  type VideoAudio,
  type VideoProvider,
  type VideoRequest,
  type VideoStep,
  type VideoStyle,
} from './video-provider';

export const OFFLINE_GENERATOR = 'Offline generator';

/** 4k at a fast preset still takes a while on two cores. */
const ENCODE_TIMEOUT_MS = 15 * 60_000;

/** How each style looks: the scene's saturation, a colour grade, frame rate and extras. */
const LOOKS: Record<
  VideoStyle | 'none',
  { saturation: number; grade: string; fps: 24 | 30; bars?: boolean }
> = {
  none: { saturation: 70, grade: 'eq=saturation=1.0', fps: 30 },
  realistic: { saturation: 55, grade: 'eq=saturation=0.95:contrast=1.05', fps: 30 },
  cinematic: { saturation: 55, grade: 'eq=saturation=0.85:contrast=1.15:gamma=0.95', fps: 24, bars: true },
  animated: { saturation: 95, grade: 'eq=saturation=1.5:contrast=1.1', fps: 24 },
  documentary: { saturation: 35, grade: 'eq=saturation=0.6,vignette', fps: 30 },
  commercial: { saturation: 80, grade: 'eq=saturation=1.2:brightness=0.06', fps: 30 },
};

/** Speaks the voiceover into an audio file (the offline eSpeak-NG voice generator). */
export type Speaker = (text: string, output: string) => Promise<void>;

/**
 * A real MP4 made on this machine with the bundled ffmpeg (H.264, yuv420p, +faststart): the
 * scene the offline image generator draws for the prompt (its palette and subjects), panned
 * slowly with a gentle hue drift, graded by the style, the prompt as a caption in the bundled
 * DejaVu font, and a sound track as asked (none: no audio stream; ambient: filtered noise;
 * music: a pulsing chord; voiceover: the prompt spoken by eSpeak-NG). With loop the motion is
 * periodic, so the last frame is the first. Labelled 'Offline generator', never a provider.
 */
export class OfflineVideoGenerator implements VideoProvider {
  readonly rendersHere = true;
  readonly name = OFFLINE_GENERATOR;

  constructor(
    private readonly fontfile: string | null,
    private readonly speak: Speaker,
  ) {}

  costUsd(): number {
    return 0;
  }

  check(): Promise<VideoStep> {
    return Promise.reject(new Error('the offline generator renders in start()'));
  }

  async start(
    request: VideoRequest,
    output: string,
    onProgress: (progress: number) => void,
  ): Promise<VideoStep> {
    const { width, height } = dimensionsOf(request.resolution, request.aspectRatio);
    const seconds = secondsOf(request.duration);
    const look = LOOKS[request.style ?? 'none'];
    const frames = seconds * look.fps;
    const scene = `${output}.scene.png`;
    const caption = `${output}.caption.txt`;
    const voice = `${output}.voice.mp3`;
    try {
      // The scene is a quarter wider than the frame: the camera pans across it.
      const sceneWidth = Math.round((width * 1.25) / 2) * 2;
      await sharp(
        Buffer.from(
          sceneSvg({
            prompt: request.prompt,
            seed: `${request.style ?? ''}|${request.prompt}`,
            saturation: look.saturation,
            width: sceneWidth,
            height,
            captionBand: false,
          }),
        ),
      )
        .png()
        .toFile(scene);
      const fontSize = Math.max(14, Math.round(Math.min(width, height) / 22));
      await writeFile(caption, wrap(request.prompt, Math.floor((width * 0.9) / (fontSize * 0.6))));
      if (request.audio === 'voiceover') await this.speak(request.prompt, voice);

      // Motion as a function of the frame number: periodic over the clip when looping (frame
      // N-1 is frame 0 again), else one slow sweep.
      const phase = request.loop ? `(1-cos(2*PI*n/${frames - 1}))/2` : `n/${frames - 1}`;
      const video = [
        `[0:v]crop=w=${width}:h=${height}:x='(iw-ow)*${phase}':y=0`,
        `hue=h='12*sin(PI*${phase})'`,
        look.grade,
        ...(look.bars
          ? [
              `drawbox=x=0:y=0:w=iw:h=ih*0.07:color=black:t=fill`,
              `drawbox=x=0:y=ih*0.93:w=iw:h=ih*0.07:color=black:t=fill`,
            ]
          : []),
        `drawbox=x=0:y=ih*0.78:w=iw:h=ih*0.14:color=black@0.45:t=fill`,
        ...(this.fontfile
          ? [
              `drawtext=fontfile='${escapeFilterPath(this.fontfile)}':textfile='${escapeFilterPath(caption)}':fontcolor=white:fontsize=${fontSize}:line_spacing=${Math.round(fontSize / 4)}:x=(w-text_w)/2:y=h*0.85-text_h/2`,
            ]
          : []),
        `format=yuv420p[v]`,
      ].join(',');
      const audio = soundOf(request.audio, seconds, voice);
      const args = [
        ...['-hide_banner', '-nostdin', '-nostats', '-progress', 'pipe:1'],
        ...['-loop', '1', '-framerate', String(look.fps), '-t', String(seconds), '-i', scene],
        ...audio.inputs,
        ...['-filter_complex', [video, ...(audio.filter ? [audio.filter] : [])].join(';')],
        ...['-map', '[v]', ...(audio.filter ? ['-map', '[a]'] : ['-an'])],
        ...['-c:v', 'libx264', '-preset', width * height > 2_500_000 ? 'ultrafast' : 'veryfast'],
        ...['-crf', '23', '-pix_fmt', 'yuv420p', '-r', String(look.fps), '-frames:v', String(frames)],
        ...(audio.filter ? ['-c:a', 'aac', '-b:a', '128k', '-ar', '44100'] : []),
        ...['-t', String(seconds), '-movflags', '+faststart', '-f', 'mp4', '-y', output],
      ];
      let reported = 0;
      const { code, stderr } = await runProcess(ffmpeg.path, args, {
        timeoutMs: ENCODE_TIMEOUT_MS,
        keep: 'tail',
        maxStderr: 4000,
        onStdout: (chunk) => {
          // -progress writes key=value lines; out_time_ms is in microseconds (sic).
          for (const match of chunk.matchAll(/out_time_ms=(\d+)/g)) {
            const progress = Math.min(1, Number(match[1]) / 1e6 / seconds);
            if (progress - reported >= 0.05) {
              reported = progress;
              onProgress(progress);
            }
          }
        },
      });
      if (code !== 0)
        throw new Error(`ffmpeg could not make the video: ${stderr.split('\n').slice(-4).join(' ')}`);
      return { state: 'completed', file: output };
    } finally {
      await Promise.all([scene, caption, voice].map((file) => rm(file, { force: true })));
    }
  }
}

/**
 * Gives a provider's video (Luma makes pictures only) the sound asked for, made here as the
 * offline generator makes it: the picture copied as it is, the sound encoded AAC to its length.
 */
export async function addSoundtrack(
  input: { video: string; audio: VideoAudio; prompt: string; seconds: number; speak: Speaker },
  output: string,
): Promise<void> {
  const voice = `${output}.voice.mp3`;
  try {
    if (input.audio === 'voiceover') await input.speak(input.prompt, voice);
    const sound = soundOf(input.audio, input.seconds, voice);
    if (!sound.filter) throw new Error('no sound to add');
    const { code, stderr } = await runProcess(
      ffmpeg.path,
      [
        ...['-hide_banner', '-nostdin', '-i', input.video, ...sound.inputs],
        ...['-filter_complex', sound.filter, '-map', '0:v:0', '-map', '[a]', '-c:v', 'copy'],
        ...['-c:a', 'aac', '-b:a', '128k', '-t', input.seconds.toFixed(3)],
        ...['-movflags', '+faststart', '-f', 'mp4', '-y', output],
      ],
      { timeoutMs: ENCODE_TIMEOUT_MS, keep: 'tail', maxStderr: 4000 },
    );
    if (code !== 0)
      throw new Error(`ffmpeg could not add the sound: ${stderr.split('\n').slice(-4).join(' ')}`);
  } finally {
    await rm(voice, { force: true });
  }
}

/** ffmpeg inputs and the filter labelled [a] for the sound asked for; none: no audio at all. */
export function soundOf(
  audio: VideoAudio,
  seconds: number,
  voiceFile: string,
  input = 1,
): { inputs: string[]; filter: string | null } {
  switch (audio) {
    case 'none':
      return { inputs: [], filter: null };
    case 'ambient':
      return {
        inputs: [
          '-f',
          'lavfi',
          '-i',
          `anoisesrc=color=brown:amplitude=0.6:duration=${seconds}:sample_rate=44100`,
        ],
        filter: `[${input}:a]lowpass=f=900,volume=0.8,afade=t=in:d=0.5,afade=t=out:st=${seconds - 0.5}:d=0.5[a]`,
      };
    case 'music': {
      // A major chord that pulses twice a second, its root moving every two seconds.
      const root = `(220*pow(2,(mod(floor(t/2),4)*5)/12))`;
      const expr = `(0.6+0.4*sin(2*PI*2*t))*(0.16*sin(2*PI*${root}*t)+0.12*sin(2*PI*${root}*1.2599*t)+0.1*sin(2*PI*${root}*1.4983*t))`;
      return {
        inputs: ['-f', 'lavfi', '-i', `aevalsrc=exprs='${expr}':s=44100:d=${seconds}`],
        filter: `[${input}:a]afade=t=in:d=0.3,afade=t=out:st=${seconds - 0.5}:d=0.5[a]`,
      };
    }
    case 'voiceover':
      return {
        inputs: ['-i', voiceFile],
        filter: `[${input}:a]aresample=44100,apad,atrim=0:${seconds}[a]`,
      };
  }
}

/** The caption in at most two lines of `width` characters, shortened with an ellipsis. */
function wrap(prompt: string, width: number): string {
  const words = prompt.replace(/\s+/g, ' ').trim().split(' ');
  const lines: string[] = [''];
  for (const word of words) {
    const line = lines[lines.length - 1]!;
    if (!line) lines[lines.length - 1] = word.slice(0, width);
    else if (line.length + 1 + word.length <= width) lines[lines.length - 1] = `${line} ${word}`;
    else if (lines.length < 2) lines.push(word.slice(0, width));
    else {
      lines[1] = `${lines[1]!.slice(0, Math.max(0, width - 1)).trimEnd()}…`;
      break;
    }
  }
  return lines.join('\n');
}

/** A path inside a filter graph option: quoted, with the characters the parser reads escaped. */
function escapeFilterPath(file: string): string {
  return file.replace(/\\/g, '\\\\').replace(/'/g, "'\\''").replace(/:/g, '\\:');
}
