import { readContactField } from '../../page-model/elements/contact-form';
import type { FieldKind } from '../../page-model/fields';
import type { FieldValues } from './field-editor-props';

const text = (raw: unknown): string => (typeof raw === 'string' ? raw : '');

/**
 * How each kind reads its value from parsed content. The schemas already give every key its
 * type; these only narrow `unknown` for the editors (a kind without a reader fails to compile).
 */
export const FIELD_VALUES: { [K in FieldKind]: (raw: unknown) => FieldValues[K] } = {
  text,
  textarea: text,
  link: text,
  color: text,
  media: text,
  datetime: text,
  'image-upload': text,
  'video-source': text,
  number: (raw) => (typeof raw === 'number' && Number.isFinite(raw) ? raw : 0),
  switch: (raw) => raw === true,
  select: (raw) => (typeof raw === 'string' || typeof raw === 'number' ? raw : ''),
  lines: (raw) => (Array.isArray(raw) ? raw.filter((line): line is string => typeof line === 'string') : []),
  list: (raw) => (Array.isArray(raw) ? raw : []),
  'contact-fields': (raw) => (Array.isArray(raw) ? raw.map(readContactField) : []),
};
