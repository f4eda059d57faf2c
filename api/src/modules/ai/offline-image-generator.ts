import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { checkedImage } from './checked-image';
import { pixelsOf, type GeneratedImage, type ImageProvider, type ImageRequest } from './image-provider';

export const OFFLINE_GENERATOR = 'Offline generator';

/** Hues (degrees) that words in a prompt call for: colours, and the moods and places that suggest them. */
const HUE_WORDS: Record<string, number[]> = {
  red: [0],
  crimson: [350],
  orange: [28],
  amber: [40],
  gold: [45],
  golden: [45],
  yellow: [55],
  lime: [90],
  green: [125],
  forest: [130, 95],
  teal: [175],
  turquoise: [172],
  cyan: [188],
  blue: [215],
  ocean: [205, 190],
  sea: [200, 185],
  sky: [205],
  navy: [228],
  indigo: [250],
  purple: [275],
  violet: [270],
  lavender: [265],
  pink: [330],
  magenta: [310],
  rose: [345],
  sunset: [20, 330, 45],
  sunrise: [35, 15, 200],
  fire: [10, 35],
  autumn: [25, 40, 5],
  spring: [100, 330],
  winter: [205, 220],
  summer: [50, 195],
  warm: [25, 40],
  cool: [200, 240],
  calm: [195, 170],
  happy: [50, 330],
  energetic: [15, 300],
  romantic: [340, 310],
  luxury: [45, 270],
  tech: [195, 265],
  night: [235, 260],
};

/** Words that make the picture darker or lighter. */
const DARK_WORDS = ['night', 'dark', 'moody', 'midnight', 'black', 'space', 'noir'];
const LIGHT_WORDS = ['light', 'bright', 'pastel', 'white', 'snow', 'airy', 'soft'];

type Subject = 'sun' | 'mountains' | 'waves' | 'skyline' | 'abstract';

const SUBJECT_WORDS: Record<Exclude<Subject, 'abstract'>, string[]> = {
  sun: ['sun', 'sunset', 'sunrise', 'moon', 'summer', 'dawn', 'dusk'],
  mountains: ['mountain', 'mountains', 'hill', 'hills', 'peak', 'peaks', 'alps', 'landscape', 'valley'],
  waves: ['sea', 'ocean', 'wave', 'waves', 'water', 'beach', 'lake', 'river', 'surf'],
  skyline: ['city', 'skyline', 'building', 'buildings', 'urban', 'town', 'street', 'office', 'downtown'],
};

type Palette = { sky: [string, string]; shapes: string[]; accent: string };

/**
 * Draws a real image on this machine from the prompt: its palette from the colour and mood
 * words, its composition from the subject words (sun, mountains, waves, skyline, else abstract
 * forms), the rest from a hash of the prompt (the same prompt draws the same picture), and the
 * prompt as a caption. `vivid` is more saturated than `natural`. Labelled, never a provider.
 */
export class OfflineImageGenerator implements ImageProvider {
  readonly name = OFFLINE_GENERATOR;
  readonly costUsd = 0;

  constructor(private readonly fontfile: string | null) {}

  async generate(request: ImageRequest): Promise<GeneratedImage> {
    const { width, height } = pixelsOf(request.size);
    const words = request.prompt.toLowerCase().match(/[a-z]+/g) ?? [];
    const random = seededRandom(`${request.style}|${request.prompt}`);
    const palette = paletteFor(words, request.style, random);
    const subjects = subjectsOf(words);
    const svg = [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
      `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">`,
      `<stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/>`,
      `</linearGradient></defs>`,
      `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
      ...subjects.map((subject) => draw(subject, width, height, palette, random)),
      // The caption's band: the prompt stays legible on any palette.
      `<rect x="0" y="${Math.round(height * 0.86)}" width="${width}" height="${Math.round(height * 0.14)}" fill="#000" fill-opacity="0.45"/>`,
      `</svg>`,
    ].join('');
    const caption = await this.caption(request.prompt, width, height);
    const bytes = await sharp(Buffer.from(svg))
      .composite(caption ? [caption] : [])
      .png()
      .toBuffer();
    const image = await checkedImage(bytes);
    if (!image) throw new Error('the offline generator drew no image');
    return image;
  }

  /** The prompt, shortened, in white: rendered by Pango with the bundled font, placed on the band. */
  private async caption(prompt: string, width: number, height: number) {
    const text = prompt.length > 70 ? `${prompt.slice(0, 67).trimEnd()}…` : prompt;
    const fontSize = Math.round(Math.min(width, height) / 30);
    const rendered = await sharp({
      text: {
        text: `<span foreground="#ffffff">${escapeMarkup(text)}</span>`,
        font: `DejaVu Sans Bold ${fontSize}`,
        ...(this.fontfile ? { fontfile: this.fontfile } : {}),
        width: Math.round(width * 0.9),
        rgba: true,
        wrap: 'word',
        dpi: 72,
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
    const band = Math.round(height * 0.14);
    return {
      input: rendered.data,
      left: Math.round(width * 0.05),
      top: Math.round(height * 0.86 + Math.max(0, (band - rendered.info.height) / 2)),
    };
  }
}

/** A deterministic generator of numbers in [0, 1) from a text (mulberry32 on its hash). */
function seededRandom(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function paletteFor(words: string[], style: ImageRequest['style'], random: () => number): Palette {
  const hues = words.flatMap((word) => HUE_WORDS[word] ?? []);
  if (hues.length === 0) hues.push(Math.floor(random() * 360), Math.floor(random() * 360));
  const saturation = style === 'vivid' ? 85 : 35;
  const shift = DARK_WORDS.some((w) => words.includes(w))
    ? -25
    : LIGHT_WORDS.some((w) => words.includes(w))
      ? 15
      : 0;
  const hue = (i: number) => hues[i % hues.length]!;
  const colour = (h: number, s: number, l: number) =>
    `hsl(${Math.round(h)},${Math.round(s)}%,${Math.max(5, Math.min(92, Math.round(l + shift)))}%)`;
  return {
    sky: [colour(hue(0), saturation, 62), colour(hue(1) + 20, saturation, 40)],
    shapes: [0, 1, 2, 3].map((i) => colour(hue(i + 1) + i * 12, saturation - i * 5, 30 + i * 10)),
    accent: colour(hue(0) + 30, saturation, 70),
  };
}

function subjectsOf(words: string[]): Subject[] {
  const found = (Object.keys(SUBJECT_WORDS) as Array<keyof typeof SUBJECT_WORDS>).filter((subject) =>
    SUBJECT_WORDS[subject].some((word) => words.includes(word)),
  );
  // The sun sits behind everything else; the abstract forms stand in when nothing is named.
  return found.length === 0 ? ['abstract'] : found.sort((a) => (a === 'sun' ? -1 : 1));
}

function draw(subject: Subject, w: number, h: number, palette: Palette, random: () => number): string {
  const r = (min: number, max: number) => Math.round(min + random() * (max - min));
  const shape = (i: number) => palette.shapes[i % palette.shapes.length]!;
  switch (subject) {
    case 'sun':
      return `<circle cx="${r(w * 0.2, w * 0.8)}" cy="${r(h * 0.2, h * 0.45)}" r="${r(Math.min(w, h) * 0.08, Math.min(w, h) * 0.16)}" fill="${palette.accent}" fill-opacity="0.9"/>`;
    case 'mountains':
      return [0, 1, 2]
        .map((layer) => {
          const base = h * (0.62 + layer * 0.08);
          const points = [`0,${h}`, `0,${r(base, base + h * 0.05)}`];
          for (let x = 0; x <= w; x += Math.round(w / r(4, 7)))
            points.push(`${x},${r(base - h * (0.3 - layer * 0.07), base)}`);
          points.push(`${w},${r(base, base + h * 0.05)}`, `${w},${h}`);
          return `<polygon points="${points.join(' ')}" fill="${shape(layer)}"/>`;
        })
        .join('');
    case 'waves':
      return [0, 1, 2, 3]
        .map((layer) => {
          const y = h * (0.66 + layer * 0.06);
          const amp = r(h * 0.01, h * 0.03);
          const length = r(w / 8, w / 4);
          let d = `M0 ${Math.round(y)}`;
          for (let x = 0; x < w + length; x += length)
            d += ` q ${length / 4} ${-amp} ${length / 2} 0 t ${length / 2} 0`;
          return `<path d="${d} L ${w} ${h} L 0 ${h} Z" fill="${shape(layer)}" fill-opacity="0.85"/>`;
        })
        .join('');
    case 'skyline': {
      const parts: string[] = [];
      for (let x = 0; x < w;) {
        const bw = r(w * 0.04, w * 0.1);
        const bh = r(h * 0.15, h * 0.5);
        parts.push(
          `<rect x="${x}" y="${h * 0.86 - bh}" width="${bw}" height="${bh + h * 0.14}" fill="${shape(r(0, 3))}"/>`,
        );
        x += bw + r(0, w * 0.01);
      }
      return parts.join('');
    }
    case 'abstract':
      return Array.from({ length: r(5, 9) }, (_, i) => {
        const size = r(Math.min(w, h) * 0.08, Math.min(w, h) * 0.3);
        return random() < 0.5
          ? `<circle cx="${r(0, w)}" cy="${r(0, h * 0.85)}" r="${size}" fill="${shape(i)}" fill-opacity="0.7"/>`
          : `<rect x="${r(0, w)}" y="${r(0, h * 0.85)}" width="${size * 1.4}" height="${size}" rx="${size / 5}" transform="rotate(${r(-30, 30)} ${w / 2} ${h / 2})" fill="${shape(i)}" fill-opacity="0.6"/>`;
      }).join('');
  }
}

/** Pango markup: the prompt is text, never tags. */
function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
