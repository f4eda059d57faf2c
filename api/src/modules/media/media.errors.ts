import { AppError } from '../../shared/errors/app-error';

/** The media library's messages. */
export const MEDIA_MESSAGES = {
  notAnImage: 'Only image files can be uploaded (PNG, JPEG, GIF, WebP or AVIF)',
  tooLarge: 'Images must be 5 MB or smaller',
  missing: 'Choose an image file to upload',
} as const;

export const notAnImage = () => new AppError('BAD_USER_INPUT', MEDIA_MESSAGES.notAnImage);
export const imageTooLarge = () => new AppError('PAYLOAD_TOO_LARGE', MEDIA_MESSAGES.tooLarge);
export const noImage = () => new AppError('BAD_USER_INPUT', MEDIA_MESSAGES.missing);
