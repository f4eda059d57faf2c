import { ICON_NAMES } from './icons';
import type { SelectOption } from './fields';

export const capitalize = (value: string): string => value.charAt(0).toUpperCase() + value.slice(1);

/** Select options from a constant list (000 §5: never an empty value), labelled capitalised or by `label`. */
export function optionsOf<V extends string | number>(
  values: readonly V[],
  label: (value: V) => string = (value) => capitalize(String(value)),
): SelectOption<V>[] {
  return values.map((value) => ({ value, label: label(value) }));
}

/** The named icons content may use (icons.tsx); an emoji already stored is kept and shown as it is. */
export const ICON_OPTIONS = optionsOf(ICON_NAMES);
