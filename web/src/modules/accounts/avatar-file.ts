/** 002 §9: the largest avatar. */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

export const AVATAR_MESSAGES = {
  notAnImage: 'Please select an image file',
  tooLarge: 'Image must be less than 5MB',
} as const;

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/**
 * Whether `head` (a file's first bytes) starts like an image the server stores: JPEG, PNG, GIF,
 * WebP or AVIF, by their signatures, as the server decides it.
 */
export function looksLikeImage(head: Uint8Array): boolean {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return true;
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => head[i] === byte)) return true;
  if (/^GIF8[79]a$/.test(ascii(head, 0, 6))) return true;
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return true;
  // An ISO media file whose major brand is AVIF (a still image or an image sequence).
  return ascii(head, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(head, 8, 12));
}

/** The first `count` bytes of a file (FileReader, so only the slice is read). */
function readHead(file: Blob, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}

/**
 * 002 §5, checked before anything is sent (the server checks the bytes again): what is wrong
 * with `file` as an avatar, or null. The type is judged from the file's bytes, never its name
 * or the type the system guessed from that name.
 */
export async function avatarFileProblem(file: Blob): Promise<string | null> {
  if (file.size > MAX_AVATAR_BYTES) return AVATAR_MESSAGES.tooLarge;
  const head = await readHead(file, 16).catch(() => new Uint8Array());
  return looksLikeImage(head) ? null : AVATAR_MESSAGES.notAnImage;
}
