import type { FormInstance } from 'antd';
import { applyFieldErrors } from '../../app/form-errors';
import { failureToast } from '../../app/toast/notify';

/** 002 §8: 'Update Failed' with the server's message, else 'Failed to update profile.'; field messages by their inputs. */
export function profileUpdateFailed(
  error: unknown,
  form: Pick<FormInstance, 'setFields'>,
  fields: readonly string[],
): void {
  const info = failureToast(error, (i) => i.message, {
    title: 'Update Failed',
    fallback: 'Failed to update profile.',
  });
  applyFieldErrors(form, info.fieldErrors, fields);
}
