import { useMutation } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { errorInfo } from '../../../app/graphql-errors';
import { ImportLeadsDocument, type LeadImportExisting, type LeadImportRow } from '../../../gql/graphql';
import { chunk } from './csv-mapping';

/** Rows per importLeads call: the server takes at most 500. */
export const IMPORT_CHUNK_SIZE = 500;

export type ImportIssue = { row: number; email: string; reason: string };

export type ImportProgress = {
  state: 'idle' | 'running' | 'done';
  total: number;
  /** Rows sent and answered so far. */
  processed: number;
  created: number;
  updated: number;
  skipped: number;
  issues: ImportIssue[];
  /** Cancel was asked for: the run stops after the chunk in flight. */
  cancelling: boolean;
  /** The run stopped early because Cancel was pressed. */
  cancelled: boolean;
  /** Why the run stopped early, when the server or the network failed. */
  failure: string | null;
};

const IDLE: ImportProgress = {
  state: 'idle',
  total: 0,
  processed: 0,
  created: 0,
  updated: 0,
  skipped: 0,
  issues: [],
  cancelling: false,
  cancelled: false,
  failure: null,
};

/**
 * Sends the rows in chunks of 500, one after the other, adding up what each call did. Cancel
 * stops after the chunk in flight; a failed call stops the run and says why.
 */
export function useLeadImport(onFinished?: (progress: ImportProgress) => void) {
  const [importLeads] = useMutation(ImportLeadsDocument);
  const [progress, setProgress] = useState<ImportProgress>(IDLE);
  const cancelRequested = useRef(false);

  const start = useCallback(
    async (rows: readonly LeadImportRow[], onExisting: LeadImportExisting) => {
      cancelRequested.current = false;
      let current: ImportProgress = { ...IDLE, state: 'running', total: rows.length };
      setProgress(current);
      for (const part of chunk(rows, IMPORT_CHUNK_SIZE)) {
        if (cancelRequested.current) {
          current = { ...current, cancelled: true };
          break;
        }
        try {
          const { data } = await importLeads({ variables: { rows: part, onExisting } });
          const result = data?.importLeads;
          if (!result) throw new Error('The server answered no result');
          current = {
            ...current,
            processed: current.processed + part.length,
            created: current.created + result.created,
            updated: current.updated + result.updated,
            skipped: current.skipped + result.skipped,
            issues: [
              ...current.issues,
              ...result.errors.map(({ row, email, reason }) => ({ row, email, reason })),
            ],
          };
          setProgress(current);
        } catch (error) {
          // An ended session is told by the session-expiry link; the dialog says why the run stopped.
          const info = errorInfo(error, 'The import failed. Please try again.');
          current = { ...current, failure: info.message };
          break;
        }
      }
      if (cancelRequested.current && current.processed < current.total)
        current = { ...current, cancelled: true };
      current = { ...current, state: 'done', cancelling: false };
      setProgress(current);
      onFinished?.(current);
    },
    [importLeads, onFinished],
  );

  const cancel = useCallback(() => {
    cancelRequested.current = true;
    setProgress((p) => (p.state === 'running' ? { ...p, cancelling: true } : p));
  }, []);

  const reset = useCallback(() => {
    cancelRequested.current = false;
    setProgress(IDLE);
  }, []);

  return { progress, start, cancel, reset };
}
