import { Input } from 'antd';
import { useId, useState } from 'react';
import { Field } from './fields';

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
