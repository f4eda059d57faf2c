import { createHash } from 'node:crypto';

/**
 * What a prompt looks like to the offline generators (images and videos alike): its words, a
 * palette from its colour and mood words, and a seeded random source so the same prompt draws
 * the same picture.
 */

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

/**
 * Which words lead the palette: a colour the prompt names, then the light of the scene (a sunset
 * is warm even over the ocean), then places, then moods. The sky takes the first two hues.
 */
const SCENE_LIGHT = new Set(['sunset', 'sunrise', 'fire', 'autumn', 'spring', 'winter', 'summer', 'night']);
const PLACES = new Set(['ocean', 'sea', 'sky', 'forest']);
const MOODS = new Set(['warm', 'cool', 'calm', 'happy', 'energetic', 'romantic', 'luxury', 'tech']);
function rankOf(word: string): number {
  if (SCENE_LIGHT.has(word)) return 1;
  if (PLACES.has(word)) return 2;
  if (MOODS.has(word)) return 3;
  return 0;
}

/** Words that make the picture darker or lighter. */
const DARK_WORDS = ['night', 'dark', 'moody', 'midnight', 'black', 'space', 'noir'];
const LIGHT_WORDS = ['light', 'bright', 'pastel', 'white', 'snow', 'airy', 'soft'];

export type Palette = { sky: [string, string]; shapes: string[]; accent: string };

/** The prompt's words, lower case, letters only. */
export function promptWords(prompt: string): string[] {
  return prompt.toLowerCase().match(/[a-z]+/g) ?? [];
}

/** A deterministic generator of numbers in [0, 1) from a text (mulberry32 on its hash). */
export function seededRandom(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function paletteFor(words: string[], saturation: number, random: () => number): Palette {
  const ranked = words.filter((word) => HUE_WORDS[word]).sort((a, b) => rankOf(a) - rankOf(b));
  const hues = ranked.flatMap((word) => HUE_WORDS[word] ?? []);
  if (hues.length === 0) hues.push(Math.floor(random() * 360), Math.floor(random() * 360));
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

/** The caption's type: a DejaVu face (file and Pango name), its size against the default, its alignment. */
export type Typography = { file: string; font: string; scale: number; align: 'left' | 'centre' };

/** Moods a prompt's words name, each with the type that suits it; the first match wins. */
const TYPE_MOODS: Array<{ words: string[] } & Typography> = [
  {
    words: ['elegant', 'luxury', 'classic', 'wedding', 'vintage', 'romantic', 'spa', 'wellness', 'calm'],
    file: 'DejaVuSerif-Italic.ttf',
    font: 'DejaVu Serif Italic',
    scale: 1.1,
    align: 'centre',
  },
  {
    words: ['tech', 'digital', 'code', 'software', 'futuristic', 'cyber', 'data', 'ai', 'robot'],
    file: 'DejaVuSansMono-Bold.ttf',
    font: 'DejaVu Sans Mono Bold',
    scale: 0.9,
    align: 'left',
  },
  {
    words: ['sale', 'bold', 'sport', 'sports', 'energy', 'energetic', 'fitness', 'power', 'launch', 'loud'],
    file: 'DejaVuSansCondensed-Bold.ttf',
    font: 'DejaVu Sans Condensed Bold',
    scale: 1.3,
    align: 'left',
  },
  {
    words: ['minimal', 'minimalist', 'clean', 'simple', 'airy', 'soft', 'quiet'],
    file: 'DejaVuSans-ExtraLight.ttf',
    font: 'DejaVu Sans ExtraLight',
    scale: 1.15,
    align: 'centre',
  },
];

const DEFAULT_TYPE: Typography = {
  file: 'DejaVuSans-Bold.ttf',
  font: 'DejaVu Sans Bold',
  scale: 1,
  align: 'left',
};

/** The caption's type for a prompt: from its mood words (elegant → serif italic, tech → mono…). */
export function typographyFor(words: string[]): Typography {
  const mood = TYPE_MOODS.find((candidate) => candidate.words.some((word) => words.includes(word)));
  if (!mood) return DEFAULT_TYPE;
  const { file, font, scale, align } = mood;
  return { file, font, scale, align };
}
