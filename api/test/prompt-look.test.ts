/** The offline generators' palette: the colours a prompt names, then its light, lead the sky. */
import { paletteFor, promptWords, seededRandom } from '../src/modules/ai/prompt-look';

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
