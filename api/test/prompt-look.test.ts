/** The offline generators' palette: the colours a prompt names, then its light, lead the sky. */
import { bundledFont } from '../src/modules/ai/bundled-font';
import { OfflineImageGenerator } from '../src/modules/ai/offline-image-generator';
import { paletteFor, promptWords, seededRandom, typographyFor } from '../src/modules/ai/prompt-look';

function hueOf(hsl: string): number {
  const match = /^hsl\((\d+),/.exec(hsl);
  if (!match) throw new Error(`not an hsl colour: ${hsl}`);
  return Number(match[1]);
}

const warm = (hue: number) => hue <= 60 || hue >= 320;

function skyOf(prompt: string): [number, number] {
  const palette = paletteFor(promptWords(prompt), 70, seededRandom(prompt));
  return [hueOf(palette.sky[0]), hueOf(palette.sky[1])];
}

describe('the palette of a prompt', () => {
  it('keeps a sunset warm over a calm ocean, and a named colour first', () => {
    expect(skyOf('A calm ocean sunset with warm orange light').every(warm)).toBe(true);
    expect(skyOf('A sunset over the sea').every(warm)).toBe(true);
    expect(warm(skyOf('A calm blue ocean with mountains')[0])).toBe(false);
    expect(skyOf('A purple night sky')[0]).toBe(275);
  });

  it('draws the same palette for the same prompt, and some palette for a prompt without colour words', () => {
    expect(skyOf('A bicycle leaning on a wall')).toEqual(skyOf('A bicycle leaning on a wall'));
    expect(skyOf('A bicycle leaning on a wall').every(Number.isFinite)).toBe(true);
  });
});

describe('the type of a prompt’s caption', () => {
  it('follows the mood its words name, with a bundled face for each', async () => {
    const type = (prompt: string) => typographyFor(promptWords(prompt));
    expect(type('An elegant wedding table at dusk')).toMatchObject({
      font: 'DejaVu Serif Italic',
      align: 'centre',
    });
    expect(type('Futuristic tech dashboard with data')).toMatchObject({ font: 'DejaVu Sans Mono Bold' });
    expect(type('Big summer sale on sport shoes')).toMatchObject({
      font: 'DejaVu Sans Condensed Bold',
      scale: 1.3,
    });
    expect(type('A minimal clean desk')).toMatchObject({ font: 'DejaVu Sans ExtraLight' });
    expect(type('A bicycle leaning on a wall')).toMatchObject({ font: 'DejaVu Sans Bold', scale: 1 });
    for (const prompt of ['elegant', 'tech', 'sale', 'minimal', 'bicycle'])
      expect(bundledFont(type(prompt).file)).toMatch(/\.ttf$/);
  });

  it('draws an image with a caption in each face', async () => {
    const generator = new OfflineImageGenerator(bundledFont);
    for (const prompt of ['An elegant spa', 'A tech startup', 'Big sale', 'A minimal room', 'A bicycle'])
      expect(await generator.generate({ prompt, size: '1024x1024', style: 'natural' })).toMatchObject({
        width: 1024,
        height: 1024,
      });
  });
});
