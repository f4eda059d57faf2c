import sharp from 'sharp';
import { checkedImage } from './checked-image';
import { paletteFor, promptWords, seededRandom, typographyFor, type Palette } from './prompt-look';
import { pixelsOf, type GeneratedImage, type ImageProvider, type ImageRequest } from './image-provider';

export const OFFLINE_GENERATOR = 'Offline generator';

type Subject = 'sun' | 'mountains' | 'waves' | 'skyline' | 'abstract';

const SUBJECT_WORDS: Record<Exclude<Subject, 'abstract'>, string[]> = {
  sun: ['sun', 'sunset', 'sunrise', 'moon', 'summer', 'dawn', 'dusk'],
  mountains: ['mountain', 'mountains', 'hill', 'hills', 'peak', 'peaks', 'alps', 'landscape', 'valley'],
  waves: ['sea', 'ocean', 'wave', 'waves', 'water', 'beach', 'lake', 'river', 'surf'],
  skyline: ['city', 'skyline', 'building', 'buildings', 'urban', 'town', 'street', 'office', 'downtown'],
};

/**
 * Draws a real image on this machine from the prompt: its palette from the colour and mood
 * words, its composition from the subject words (sun, mountains, waves, skyline, else abstract
 * forms), the rest from a hash of the prompt (the same prompt draws the same picture), and the
 * prompt as a caption set in a type its mood words call for (typographyFor). `vivid` is more
 * saturated than `natural`. Labelled, never a provider.
 */
export class OfflineImageGenerator implements ImageProvider {
  readonly name = OFFLINE_GENERATOR;
  readonly costUsd = 0;

  /** `fontFile` finds a bundled face's file (null: Pango's own choice). */
  constructor(private readonly fontFile: (file: string) => string | null) {}

  async generate(request: ImageRequest): Promise<GeneratedImage> {
    const { width, height } = pixelsOf(request.size);
    const svg = sceneSvg({
      prompt: request.prompt,
      seed: `${request.style}|${request.prompt}`,
      saturation: request.style === 'vivid' ? 85 : 35,
      width,
      height,
      captionBand: true,
    });
    const caption = await this.caption(request.prompt, width, height);
    const bytes = await sharp(Buffer.from(svg))
      .composite(caption ? [caption] : [])
      .png()
      .toBuffer();
    const image = await checkedImage(bytes);
    if (!image) throw new Error('the offline generator drew no image');
    return image;
  }

  /**
   * The prompt, shortened, in white on the band: rendered by Pango in the bundled face the
   * prompt's mood calls for, at its size and alignment.
   */
  private async caption(prompt: string, width: number, height: number) {
    const text = prompt.length > 70 ? `${prompt.slice(0, 67).trimEnd()}…` : prompt;
    const type = typographyFor(promptWords(prompt));
    const fontSize = Math.round((Math.min(width, height) / 30) * type.scale);
    const fontfile = this.fontFile(type.file);
    const rendered = await sharp({
      text: {
        text: `<span foreground="#ffffff">${escapeMarkup(text)}</span>`,
        font: `${type.font} ${fontSize}`,
        ...(fontfile ? { fontfile } : {}),
        width: Math.round(width * 0.9),
        align: type.align,
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
      left:
        type.align === 'centre'
          ? Math.max(0, Math.round((width - rendered.info.width) / 2))
          : Math.round(width * 0.05),
      top: Math.round(height * 0.86 + Math.max(0, (band - rendered.info.height) / 2)),
    };
  }
}

/**
 * The picture a prompt calls for as SVG (the image generator's, and the offline video's scene):
 * a sky in its palette, its subjects, and optionally the caption's dark band at the bottom.
 */
export function sceneSvg(scene: {
  prompt: string;
  seed: string;
  saturation: number;
  width: number;
  height: number;
  captionBand: boolean;
}): string {
  const { width, height } = scene;
  const words = promptWords(scene.prompt);
  const random = seededRandom(scene.seed);
  const palette = paletteFor(words, scene.saturation, random);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/>`,
    `</linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    ...subjectsOf(words).map((subject) => draw(subject, width, height, palette, random)),
    // The caption's band: the prompt stays legible on any palette.
    ...(scene.captionBand
      ? [
          `<rect x="0" y="${Math.round(height * 0.86)}" width="${width}" height="${Math.round(height * 0.14)}" fill="#000" fill-opacity="0.45"/>`,
        ]
      : []),
    `</svg>`,
  ].join('');
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
