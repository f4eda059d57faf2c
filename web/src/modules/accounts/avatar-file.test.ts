import { AVATAR_MESSAGES, MAX_AVATAR_BYTES, avatarFileProblem, looksLikeImage } from './avatar-file';

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0, 1, 1, 0, 0, 1]);
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR');
const GIF = bytes('GIF89a', [1, 0, 1, 0, 0x80, 0, 0]);
const WEBP = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ');
const AVIF = bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1');

describe('looksLikeImage', () => {
  it.each([
    ['JPEG', JPEG],
    ['PNG', PNG],
    ['GIF', GIF],
    ['WebP', WEBP],
    ['AVIF', AVIF],
    ['an AVIF sequence', bytes([0, 0, 0, 0x1c], 'ftypavis', [0, 0, 0, 0])],
  ])('knows %s by its first bytes', (_, head) => {
    expect(looksLikeImage(head)).toBe(true);
  });

  it.each([
    ['text', bytes('Dear diary, today I')],
    ['a PDF', bytes('%PDF-1.7\n%\xe2\xe3')],
    ['an MP4 video', bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0])],
    ['HEIC (the server does not store it)', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0])],
    ['a RIFF file that is not WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['nothing', new Uint8Array()],
  ])('refuses %s', (_, head) => {
    expect(looksLikeImage(head)).toBe(false);
  });
});

describe('avatarFileProblem', () => {
  it("judges by the file's bytes, not its name or the type guessed from it", async () => {
    expect(await avatarFileProblem(new File([JPEG], 'holiday.txt', { type: 'text/plain' }))).toBeNull();
    expect(await avatarFileProblem(new File([WEBP], 'photo', { type: '' }))).toBeNull();
    expect(await avatarFileProblem(new File(['just notes'], 'notes.png', { type: 'image/png' }))).toBe(
      AVATAR_MESSAGES.notAnImage,
    );
    expect(await avatarFileProblem(new File([], 'empty.jpg', { type: 'image/jpeg' }))).toBe(
      AVATAR_MESSAGES.notAnImage,
    );
  });

  it('allows 5 MB and refuses a byte more', async () => {
    const sized = (size: number) => {
      const content = new Uint8Array(size);
      content.set(PNG);
      return new File([content], 'big.png', { type: 'image/png' });
    };
    expect(await avatarFileProblem(sized(MAX_AVATAR_BYTES))).toBeNull();
    expect(await avatarFileProblem(sized(MAX_AVATAR_BYTES + 1))).toBe(AVATAR_MESSAGES.tooLarge);
  });
});
