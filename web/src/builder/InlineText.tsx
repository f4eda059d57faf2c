import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';

type Props = {
  value: string;
  multiline: boolean;
  style: CSSProperties;
  label: string;
  onCommit(value: string): void;
  onCancel(): void;
};

/**
 * In-place text editing (000 §2.7): Enter without Shift or leaving the field commits, Escape
 * reverts. Typing changes only this component's state; the page is updated once, on commit.
 */
export function InlineText({ value, multiline, style, label, onCommit, onCancel }: Props) {
  const [draft, setDraft] = useState(value);
  const ref = useRef<HTMLTextAreaElement>(null);
  const done = useRef(false);

  useLayoutEffect(() => {
    const area = ref.current;
    if (!area) return;
    area.focus();
    area.setSelectionRange(area.value.length, area.value.length);
  }, []);

  useLayoutEffect(() => {
    const area = ref.current;
    if (!area) return;
    area.style.height = 'auto';
    area.style.height = `${area.scrollHeight}px`;
  }, [draft]);

  const finish = (commit: boolean) => {
    if (done.current) return;
    done.current = true;
    if (commit && draft !== value) onCommit(draft);
    else onCancel();
  };

  return (
    <textarea
      ref={ref}
      className="ff-inline-text"
      aria-label={`Edit ${label} text`}
      value={draft}
      rows={1}
      style={style}
      onChange={(event) => setDraft(multiline ? event.target.value : event.target.value.replace(/\n/g, ''))}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Enter' && !event.shiftKey) {
          event.preventDefault();
          finish(true);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          finish(false);
        }
      }}
      onBlur={() => finish(true)}
      onClick={(event) => event.stopPropagation()}
      onPointerDown={(event) => event.stopPropagation()}
    />
  );
}
