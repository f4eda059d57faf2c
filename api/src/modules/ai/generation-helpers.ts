import type { Services } from '../../modules';
import { sessionActor, type Actor } from '../../shared/auth/actor';
import { AppError } from '../../shared/errors/app-error';

/**
 * What the AI generation services (images, videos) share: the allowance's calendar month, file
 * names from prompts, and removing a generation's media item. Their status rows, jobs and sweeps
 * still live in each service (audio keeps its own shape); see the video slice's notes.
 */

/** The allowance's month: its first instant and the first of next month (UTC). */
export function monthBounds(now: Date): { start: Date; resetsAt: Date } {
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    resetsAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}

/** A file name from the prompt's first words ('a-red-sunset-over-the-sea'), else `fallback`. */
export function fileNameOf(prompt: string, fallback: string): string {
  const slug = prompt
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** Deletes a generation's media library item; one already deleted there is nothing to do. */
export async function removeGeneratedMedia(
  services: Pick<Services, 'media'>,
  actor: Actor | null,
  mediaId: string,
  ownerId?: string,
): Promise<void> {
  const owner = actor ?? (ownerId ? sessionActor(ownerId) : null);
  await services.media.remove(owner, { id: mediaId }).catch(nullWhenNotFound);
}

/** A lookup's not found as null; any other failure is thrown on. */
export function nullWhenNotFound(error: unknown): null {
  if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
  throw error;
}
