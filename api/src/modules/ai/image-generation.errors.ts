import { notFound } from '../../shared/errors/app-error';

export const imageGenerationNotFound = () => notFound('Image generation');
