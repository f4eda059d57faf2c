import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorInfo } from '../../../app/graphql-errors';
import {
  CancelLeadImportDocument,
  LeadImportDocument,
  LeadImportProgressDocument,
  type LeadImportExisting,
  type LeadImportFieldsFragment,
} from '../../../gql/graphql';
import type { ColumnTarget } from './csv-mapping';
import { uploadLeadImport } from './upload-import';

export type ImportJob = LeadImportFieldsFragment;

/** Whether an import is still waiting or running on the server. */
export const isActive = (job: Pick<ImportJob, 'status'>) =>
  job.status === 'queued' || job.status === 'running';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; loaded: number; total: number }
  | { phase: 'failed'; message: string }
  | { phase: 'uploaded'; importId: string };

/**
 * Uploads a file as an import job, then follows the job: its state from leadImport, kept live by
 * leadImportProgress (each push lands in the cache). Leaving the page stops nothing but the upload.
 */
export function useLeadImport(onFinished?: (job: ImportJob) => void) {
  const [upload, setUpload] = useState<UploadState>({ phase: 'idle' });
  const aborter = useRef<AbortController | null>(null);
  const importId = upload.phase === 'uploaded' ? upload.importId : null;
  const query = useQuery(LeadImportDocument, {
    variables: { id: importId ?? '' },
    skip: !importId,
    fetchPolicy: 'cache-and-network',
  });
  useSubscription(LeadImportProgressDocument, {
    variables: { id: importId },
    skip: !importId,
    onError: () => undefined,
  });
  const [cancelImport, cancelState] = useMutation(CancelLeadImportDocument);
  const job = importId ? (query.data?.leadImport ?? null) : null;

  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!job || isActive(job) || reported.current === job.id) return;
    reported.current = job.id;
    onFinished?.(job);
  }, [job, onFinished]);

  useEffect(() => () => aborter.current?.abort(), []);

  const start = useCallback(
    async (file: File, mapping: readonly ColumnTarget[], onExisting: LeadImportExisting) => {
      aborter.current?.abort();
      const controller = new AbortController();
      aborter.current = controller;
      setUpload({ phase: 'uploading', loaded: 0, total: file.size });
      try {
        const id = await uploadLeadImport(file, {
          mapping,
          onExisting,
          signal: controller.signal,
          onProgress: (loaded, total) => setUpload({ phase: 'uploading', loaded, total }),
        });
        setUpload({ phase: 'uploaded', importId: id });
      } catch (error) {
        if (controller.signal.aborted) return;
        setUpload({ phase: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    },
    [],
  );

  const [cancelError, setCancelError] = useState<string | null>(null);
  const cancel = useCallback(async () => {
    if (!importId) return;
    setCancelError(null);
    try {
      await cancelImport({ variables: { id: importId } });
    } catch (error) {
      setCancelError(errorInfo(error, 'The import could not be cancelled. Please try again.').message);
    }
  }, [cancelImport, importId]);

  /** Stops an upload still in flight (nothing reached the server). */
  const abortUpload = useCallback(() => {
    aborter.current?.abort();
    setUpload({ phase: 'idle' });
  }, []);

  const reset = useCallback(() => {
    aborter.current?.abort();
    reported.current = null;
    setCancelError(null);
    setUpload({ phase: 'idle' });
  }, []);

  return {
    upload,
    job,
    jobError: query.error && !job ? errorInfo(query.error, 'The import could not be loaded.').message : null,
    start,
    cancel,
    cancelling: cancelState.loading,
    cancelError,
    abortUpload,
    reset,
  };
}
