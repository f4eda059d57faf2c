import { AppError, notFound } from '../../shared/errors/app-error';

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/** The media library's messages. */
export const MEDIA_MESSAGES = {
  notAnImage: 'Only image files can be uploaded (PNG, JPEG, GIF, WebP or AVIF); SVG is not accepted',
  notAVideo: 'Only video files can be uploaded here (MP4, WebM or MOV)',
  brokenImage: 'This image could not be read: the file is damaged or not really an image',
  brokenVideo: 'This video could not be played: the file is damaged or not really a video',
  imageTooLarge: (maxBytes: number) => `Images must be ${megabytes(maxBytes)} or smaller`,
  videoTooLarge: (maxBytes: number) => `Videos must be ${megabytes(maxBytes)} or smaller`,
  tooManyPixels: 'This image is too large to process (over 50 megapixels); resize it and try again',
  missingImage: 'Choose an image file to upload',
  missingVideo: 'Choose a video file to upload',
  typeMismatch: (type: string) => `This item is not a ${type}`,
} as const;

export const notAnImage = () => new AppError('BAD_USER_INPUT', MEDIA_MESSAGES.notAnImage);
export const notAVideo = () => new AppError('BAD_USER_INPUT', MEDIA_MESSAGES.notAVideo);
export const brokenImage = () => new AppError('BAD_USER_INPUT', MEDIA_MESSAGES.brokenImage);
export const brokenVideo = () => new AppError('BAD_USER_INPUT', MEDIA_MESSAGES.brokenVideo);
export const tooManyPixels = () => new AppError('BAD_USER_INPUT', MEDIA_MESSAGES.tooManyPixels);
export const imageTooLarge = (maxBytes: number) =>
  new AppError('PAYLOAD_TOO_LARGE', MEDIA_MESSAGES.imageTooLarge(maxBytes));
export const videoTooLarge = (maxBytes: number) =>
  new AppError('PAYLOAD_TOO_LARGE', MEDIA_MESSAGES.videoTooLarge(maxBytes));
export const noImage = () => new AppError('BAD_USER_INPUT', MEDIA_MESSAGES.missingImage);
export const noVideo = () => new AppError('BAD_USER_INPUT', MEDIA_MESSAGES.missingVideo);
export const mediaNotFound = () => notFound('Media');
export const mediaTypeMismatch = (type: string) =>
  new AppError('BAD_USER_INPUT', MEDIA_MESSAGES.typeMismatch(type));
