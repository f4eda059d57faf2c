import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { applyFieldErrors } from '../../app/form-errors';
import { errorInfo } from '../../app/graphql-errors';

const CREDENTIAL_FIELDS = ['email', 'password'];

/**
 * Runs a sign-in or sign-up attempt: the server's per-field messages go next to their inputs,
 * anything else into the form's alert.
 */
export function useAuthSubmit(
  form: Pick<FormInstance, 'setFields'>,
  fallback: string,
  initialError: string | null = null,
) {
  const [error, setError] = useState<string | null>(initialError);
  const run = useCallback(
    async (attempt: () => Promise<unknown>) => {
      setError(null);
      try {
        await attempt();
      } catch (failure) {
        const info = errorInfo(failure, fallback);
        if (!applyFieldErrors(form, info.fieldErrors, CREDENTIAL_FIELDS)) setError(info.message);
      }
    },
    [form, fallback],
  );
  return { error, run };
}
