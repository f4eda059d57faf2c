import { AppError, notFound } from '../../shared/errors/app-error';

export const videoGenerationNotFound = () => notFound('Video generation');
/** dubVideo's video: not a generation or video media item of the actor's. */
export const dubVideoNotFound = () => notFound('Video');
/** dubVideo's audio: not an audio generation or audio media item of the actor's. */
export const dubAudioNotFound = () => notFound('Audio');
/** 000 §8's dubbing failure, when there is nothing better to say. */
export const DUB_FAILED = 'Failed to dub video with selected audio.';
export const dubFailed = (message = DUB_FAILED) => new AppError('BAD_USER_INPUT', message);
