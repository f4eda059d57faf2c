import { CheckOutlined, CloseOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

type Props = {
  /** Names the field: 'Edit {label}', the input's label, 'Save {label}'. */
  label: string;
  value: string;
  /** Shown instead of an empty value. */
  empty?: ReactNode;
  type?: 'text' | 'email' | 'tel';
  /** Saves the new value; answers an error message to keep the field open, or null. */
  onSave: (next: string) => Promise<string | null>;
};

/**
 * A value with an Edit button that turns it into an input in place. Enter or Save saves,
 * Escape or Cancel puts the old value back (without closing the drawer around it); a refusal
 * stays next to the input until the next try.
 */
export function InlineEdit({ label, value, empty = 'Not set', type = 'text', onSave }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  const close = () => {
    setDraft(null);
    setError(null);
    // Back to the Edit button, so the keyboard does not lose its place.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const commit = async () => {
    if (draft === null || saving) return;
    const next = draft.trim();
    if (next === value) return close();
    setSaving(true);
    const refused = await onSave(next);
    setSaving(false);
    if (refused) setError(refused);
    else close();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  if (draft === null) {
    return (
      <span className="ff-inline-edit">
        <span className={value ? 'ff-inline-edit__value' : 'ff-inline-edit__value ff-muted'}>
          {value || empty}
        </span>
        <Button
          ref={editButton}
          type="text"
          size="small"
          icon={<EditOutlined />}
          aria-label={`Edit ${label}`}
          onClick={() => setDraft(value)}
        />
      </span>
    );
  }

  const errorId = `${label.replace(/\W+/g, '-')}-error`;
  return (
    <span className="ff-inline-edit ff-inline-edit--editing">
      <span className="ff-inline-edit__row">
        <Input
          size="small"
          type={type}
          autoFocus
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          status={error ? 'error' : undefined}
          value={draft}
          disabled={saving}
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={() => void commit()}
          onKeyDown={onKeyDown}
        />
        <Button
          size="small"
          type="primary"
          icon={<CheckOutlined />}
          aria-label={`Save ${label}`}
          loading={saving}
          onClick={() => void commit()}
        />
        <Button
          size="small"
          icon={<CloseOutlined />}
          aria-label={`Cancel editing ${label}`}
          disabled={saving}
          onClick={close}
          onKeyDown={onKeyDown}
        />
      </span>
      {error ? (
        <span id={errorId} role="alert" className="ff-field-error">
          {error}
        </span>
      ) : null}
    </span>
  );
}
