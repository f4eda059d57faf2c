import { Input } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { ICON_NAMES } from '../../../page-model/icons';
import { safeMediaSrc } from '../../../page-model/safe-url';
import { Field, type Option } from '../fields';

/** Helpers shared by the section editors (pricing, testimonials, features, stats, FAQ, proof, contact, hero, CTA). */

export const capitalize = (value: string): string => value.charAt(0).toUpperCase() + value.slice(1);

/** Select options from a constant list of the page model (000 §5: never an empty value). */
export function optionsOf(
  values: readonly (string | number)[],
  label: (value: string) => string = capitalize,
): Option[] {
  return values.map((value) => ({ value: String(value), label: label(String(value)) }));
}

/** `value` when it is one of `values` (a select's choice), otherwise `fallback`. */
export function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return values.find((v) => v === value) ?? fallback;
}

/** The named icons content may use (page/icons.tsx); an emoji already stored is kept and shown as it is. */
export const ICON_OPTIONS: Option[] = optionsOf(ICON_NAMES);

/** The first message of a list of checks, or null when all pass. */
export function firstProblem(...problems: ReadonlyArray<string | null | false | undefined>): string | null {
  for (const problem of problems) if (problem) return problem;
  return null;
}

export const isBlank = (value: string): boolean => value.trim() === '';

export const MEDIA_URL_ERROR =
  'must start with https:// or http://, or be a path on this site starting with /';

/** An image address as the page can show it (http(s) or a same-site path); empty is allowed. */
export function mediaUrlError(value: string, what: string): string | null {
  const v = value.trim();
  if (v === '') return null;
  return safeMediaSrc(v) ? null : `${what} ${MEDIA_URL_ERROR}`;
}

/**
 * One item of a list (a plan, a testimonial…) as a named group, so repeated labels such as
 * "Name" are announced with the item they belong to.
 */
export function ItemGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} className="ff-list-field__body">
      {children}
    </div>
  );
}

const splitLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const sameLines = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((line, i) => line === b[i]);

/**
 * A list of short texts edited one per line. Blank lines are dropped from the value but kept on
 * screen while typing, so Enter starts a new line.
 */
export function LinesField({
  label,
  value,
  onChange,
  hint = 'One per line.',
  rows = 4,
  maxItems = 30,
  maxLength = 300,
}: {
  label: string;
  value: readonly string[];
  onChange(value: string[]): void;
  hint?: string;
  rows?: number;
  maxItems?: number;
  maxLength?: number;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  // The draft is shown only while it still says what the value says (the value may change from
  // outside, e.g. when the list it belongs to is reordered).
  const shown = draft !== null && sameLines(splitLines(draft), value) ? draft : value.join('\n');
  return (
    <Field label={label} id={id} hint={hint}>
      <Input.TextArea
        id={id}
        value={shown}
        rows={rows}
        maxLength={maxItems * (maxLength + 1)}
        onChange={(e) => {
          const text = e.target.value;
          setDraft(text);
          onChange(
            splitLines(text)
              .slice(0, maxItems)
              .map((line) => line.slice(0, maxLength)),
          );
        }}
      />
    </Field>
  );
}
