import { compact } from '../css';
import { BASE_STYLES } from '../defaults';
import { defineTextElement } from '../define';
import { Icon } from '../icons';
import { safeMediaSrc } from '../safe-url';
import type { ElementStyles } from '../types';

/** 000 §9: video lengths (generation is limited to 5s and 9s), loop fade durations (s) and types. */
export const VIDEO_LENGTHS = ['auto', '5s', '9s', '15s', '30s', '60s'] as const;
export const FADE_DURATIONS = ['0.2', '0.5', '1', '1.5', '2'] as const;
export const FADE_TYPES = ['crossfade', 'fadeout', 'fadewhite'] as const;
export const DEFAULT_FADE_DURATION = '0.5';

/** 000 §5: the maximum length is read from a string such as '10s'; 'auto' or anything else means none. */
export function parseVideoLength(value: string | undefined): number | null {
  const match = /^\s*(\d{1,4}(?:\.\d+)?)\s*s?\s*$/i.exec(value ?? '');
  const seconds = match ? Number(match[1]) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

export type VideoSource =
  | { kind: 'file'; src: string }
  | { kind: 'youtube'; id: string }
  | { kind: 'vimeo'; id: string; hash: string | null }
  | { kind: 'none' }
  | { kind: 'unsupported' };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIDEO_FILE = /\.(mp4|webm|ogg|ogv|m4v|mov)$/i;

/** What a video URL is: a direct file (or same-site path), a YouTube or Vimeo page, or nothing playable. */
export function videoSource(content: string): VideoSource {
  if (!content.trim()) return { kind: 'none' };
  const src = safeMediaSrc(content);
  if (!src) return { kind: 'unsupported' };
  if (src.startsWith('/')) return { kind: 'file', src };
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return { kind: 'unsupported' };
  }
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be' || host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const id =
      host === 'youtu.be'
        ? parts[0]
        : parts[0] === 'watch'
          ? url.searchParams.get('v')
          : ['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')
            ? parts[1]
            : url.searchParams.get('v');
    return id && YOUTUBE_ID.test(id) ? { kind: 'youtube', id } : { kind: 'unsupported' };
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const at = parts[0] === 'video' ? 1 : 0;
    const id = parts[at];
    const hash = parts[at + 1] ?? url.searchParams.get('h');
    if (!id || !/^\d{1,12}$/.test(id)) return { kind: 'unsupported' };
    return { kind: 'vimeo', id, hash: hash && /^[A-Za-z0-9]{1,40}$/.test(hash) ? hash : null };
  }
  return VIDEO_FILE.test(url.pathname) ? { kind: 'file', src } : { kind: 'unsupported' };
}

type Playback = { autoplay: boolean; muted: boolean; loop: boolean; length: number | null };

function playback(styles: ElementStyles, live: boolean): Playback {
  const muted = styles.muted === 'true';
  return {
    // Browsers only autoplay muted videos; nothing plays by itself in the builder.
    autoplay: live && styles.autoplay === 'true' && muted,
    muted,
    loop: styles.autoloop === 'true',
    length: parseVideoLength(styles.videoLength),
  };
}

/** The privacy-friendly embed address of a YouTube or Vimeo video. */
export function embedUrl(
  source: Extract<VideoSource, { kind: 'youtube' | 'vimeo' }>,
  play: Playback,
): string {
  const params = new URLSearchParams();
  if (source.kind === 'youtube') {
    params.set('rel', '0');
    if (play.autoplay) params.set('autoplay', '1');
    if (play.muted) params.set('mute', '1');
    if (play.loop) {
      params.set('loop', '1');
      params.set('playlist', source.id);
    }
    if (play.length) params.set('end', String(Math.round(play.length)));
    return `https://www.youtube-nocookie.com/embed/${source.id}?${params.toString()}`;
  }
  if (source.hash) params.set('h', source.hash);
  params.set('dnt', '1');
  if (play.autoplay) params.set('autoplay', '1');
  if (play.muted) params.set('muted', '1');
  if (play.loop) params.set('loop', '1');
  return `https://player.vimeo.com/video/${source.id}?${params.toString()}`;
}

function fadeStyle(styles: ElementStyles) {
  const duration = (FADE_DURATIONS as readonly string[]).includes(styles.fadeDuration ?? '')
    ? styles.fadeDuration
    : DEFAULT_FADE_DURATION;
  const type = (FADE_TYPES as readonly string[]).includes(styles.fadeType ?? '')
    ? styles.fadeType
    : 'crossfade';
  return {
    className: `ffp-video--fade-${type}`,
    style: { ['--ffp-fade-duration' as string]: `${duration}s` },
  };
}

function Placeholder({ text }: { text: string }) {
  return (
    <div className="ffp-media-placeholder ffp-video__placeholder">
      <Icon name="video" size={40} />
      <span>{text}</span>
    </div>
  );
}

export const VIDEO_LINK_ERROR =
  'This video link cannot be played: use a video file (.mp4, .webm, .ogg, .mov) or a YouTube or Vimeo link';

/** A video: a direct file, or a YouTube/Vimeo link shown through the provider's privacy-friendly player. */
export const video = defineTextElement({
  type: 'video',
  label: 'Video',
  category: 'media',
  palette: true,
  defaultContent: '',
  defaultStyles: {
    ...BASE_STYLES,
    videoLength: 'auto',
    autoplay: 'false',
    muted: 'false',
    autoloop: 'false',
    fadeDuration: DEFAULT_FADE_DURATION,
    fadeType: 'crossfade',
  },
  maxLength: 2000,
  field: {
    kind: 'video-source',
    label: 'Video URL',
    placeholder: 'https://www.youtube.com/watch?v=… or https://example.com/video.mp4',
    maxLength: 2000,
    hints: {
      none: 'A video file (.mp4, .webm…), or a YouTube or Vimeo link. Leave empty to show a placeholder.',
      file: 'A video file: it plays in the page’s own player.',
      youtube: 'A YouTube video: it plays in YouTube’s privacy-friendly player.',
      vimeo: 'A Vimeo video: it plays in Vimeo’s player without tracking.',
      unsupported: 'A video file (.mp4, .webm…), or a YouTube or Vimeo link.',
    },
  },
  validate: (content) => (videoSource(content).kind === 'unsupported' ? VIDEO_LINK_ERROR : null),
  // Playback options (length, autoplay, mute, loop, fades) are the Video style group.
  styles: ['video', 'box'],
  Render: ({ element, content, ctx }) => {
    const source = videoSource(content);
    if (source.kind === 'none') return <Placeholder text="Add a video" />;
    if (source.kind === 'unsupported') return <Placeholder text="This video link cannot be played" />;
    const play = playback(element.styles, ctx.mode !== 'canvas');
    const fade = fadeStyle(element.styles);
    const frameClass = `ffp-video ${fade.className}${ctx.mode === 'canvas' ? ' ffp-video--canvas' : ''}`;
    const rendition = ctx.mode === 'published' ? ctx.media?.[content] : undefined;
    // A library video that was deleted: the space stays, without a broken player.
    if (rendition === null) return <Placeholder text="Video unavailable" />;
    if (source.kind === 'file') {
      // A media fragment stops playback at the chosen length.
      const src = play.length && !source.src.includes('#') ? `${source.src}#t=0,${play.length}` : source.src;
      return (
        <div className={frameClass} style={compact(fade.style)}>
          <video
            className="ffp-video__player"
            src={src}
            poster={rendition?.poster ?? undefined}
            width={rendition?.width ?? undefined}
            height={rendition?.height ?? undefined}
            controls
            preload="metadata"
            playsInline
            autoPlay={play.autoplay}
            muted={play.muted}
            loop={play.loop}
          >
            Your browser cannot play this video.
          </video>
        </div>
      );
    }
    return (
      <div className={`${frameClass} ffp-video--embed`} style={compact(fade.style)}>
        <iframe
          className="ffp-video__embed"
          src={embedUrl(source, play)}
          title={source.kind === 'youtube' ? 'YouTube video player' : 'Vimeo video player'}
          loading="lazy"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  },
});
