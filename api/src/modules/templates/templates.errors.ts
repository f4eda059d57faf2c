import { notFound } from '../../shared/errors/app-error';

export const templateNotFound = () => notFound('Template');
