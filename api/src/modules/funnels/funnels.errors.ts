import { notFound } from '../../shared/errors/app-error';

export const funnelNotFound = () => notFound('Funnel');
export const recycledFunnelNotFound = () => notFound('Deleted funnel');
