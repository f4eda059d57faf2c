/** 002 §9: the largest avatar. */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

export const AVATAR_MESSAGES = {
  notAnImage: 'Please select an image file',
  tooLarge: 'Image must be less than 5MB',
} as const;

/**
 * 002 §5, checked before anything is sent (the server checks the bytes again): what is wrong
 * with `file` as an avatar, or null.
 */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return AVATAR_MESSAGES.notAnImage;
  if (file.size > MAX_AVATAR_BYTES) return AVATAR_MESSAGES.tooLarge;
  return null;
}
