import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { applyFieldErrors } from '../../app/form-errors';
import { errorInfo } from '../../app/graphql-errors';

const CREDENTIAL_FIELDS = ['email', 'password'];

/** Why the last attempt failed, as the form's alert shows it. */
export type AuthFailure = {
  message: string;
  /** True when the server refused what was entered (BAD_USER_INPUT), not a network or server failure. */
  refused: boolean;
};

/**
 * Runs a sign-in or sign-up attempt: the server's messages for `fields` go next to their
 * inputs, anything else into the form's alert (`error`, and `failure` saying whether the
 * server refused the details).
 */
export function useAuthSubmit(
  form: Pick<FormInstance, 'setFields'>,
  fallback: string,
  initialError: string | null = null,
  fields: readonly string[] = CREDENTIAL_FIELDS,
) {
  const [failure, setFailure] = useState<AuthFailure | null>(
    initialError === null ? null : { message: initialError, refused: false },
  );
  const run = useCallback(
    async (attempt: () => Promise<unknown>) => {
      setFailure(null);
      try {
        await attempt();
      } catch (caught) {
        const info = errorInfo(caught, fallback);
        if (!applyFieldErrors(form, info.fieldErrors, fields))
          setFailure({ message: info.message, refused: info.code === 'BAD_USER_INPUT' });
      }
    },
    [form, fallback, fields],
  );
  return { error: failure?.message ?? null, failure, run };
}
