import type { FormInstance } from 'antd';

/** Puts the server's per-field messages next to the matching inputs; answers whether any matched. */
export function applyFieldErrors(
  form: Pick<FormInstance, 'setFields'>,
  fieldErrors: Record<string, string>,
  fields: readonly string[],
): boolean {
  const matched = fields.filter((name) => fieldErrors[name] !== undefined);
  form.setFields(matched.map((name) => ({ name, errors: [fieldErrors[name] ?? ''] })));
  return matched.length > 0;
}
