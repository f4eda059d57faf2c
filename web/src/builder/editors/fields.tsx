import { DeleteOutlined, DownOutlined, PlusOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Input, InputNumber, Select, Switch } from 'antd';
import { useId, useRef, useState, type ReactNode } from 'react';
import { linkError } from '../../page-model/content-checks';
import { isStepLink } from '../../page-model/steps';
import { useStepLinkChoices } from './step-link-choices';

/**
 * A labelled control with an optional hint and error, laid out for the edit dialog. `action` (an
 * 'AI write' button) sits at the end of the label's row, outside the label so the control's
 * name stays the label alone.
 */
export function Field({
  label,
  children,
  hint,
  error,
  id,
  action,
}: {
  label: string;
  children: ReactNode;
  hint?: string;
  error?: string | null;
  id: string;
  action?: ReactNode;
}) {
  const labelElement = (
    <label className="ff-field__label" htmlFor={id}>
      {label}
    </label>
  );
  return (
    <div className={`ff-field${error ? ' ff-field--error' : ''}`}>
      {action ? (
        <div className="ff-ai-write-label">
          {labelElement}
          {action}
        </div>
      ) : (
        labelElement
      )}
      {children}
      {error ? (
        <div className="ff-field__error" role="alert">
          {error}
        </div>
      ) : hint ? (
        <div className="ff-field__hint">{hint}</div>
      ) : null}
    </div>
  );
}

export function TextField({
  label,
  value,
  onChange,
  placeholder,
  hint,
  maxLength = 500,
  action,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  hint?: string;
  maxLength?: number;
  action?: ReactNode;
}) {
  const id = useId();
  return (
    <Field label={label} id={id} hint={hint} action={action}>
      <Input
        id={id}
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

export function TextAreaField({
  label,
  value,
  onChange,
  rows = 4,
  maxLength = 10_000,
  hint,
  action,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  rows?: number;
  maxLength?: number;
  hint?: string;
  action?: ReactNode;
}) {
  const id = useId();
  return (
    <Field label={label} id={id} hint={hint} action={action}>
      <Input.TextArea
        id={id}
        value={value}
        rows={rows}
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
  hint,
}: {
  label: string;
  value: number;
  onChange(value: number): void;
  min?: number;
  max?: number;
  step?: number;
  hint?: string;
}) {
  const id = useId();
  return (
    <Field label={label} id={id} hint={hint}>
      <InputNumber
        id={id}
        value={value}
        min={min}
        max={max}
        step={step}
        style={{ width: '100%' }}
        onChange={(next) => {
          if (typeof next === 'number' && Number.isFinite(next)) onChange(next);
        }}
      />
    </Field>
  );
}

export type Option = { value: string; label: string };

/** 000 §5: a select never offers an empty value; unknown current values are shown as they are. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  hint,
}: {
  label: string;
  value: string | undefined;
  options: readonly Option[];
  onChange(value: string): void;
  hint?: string;
}) {
  const id = useId();
  const safe = options.filter((o) => o.value !== '');
  const current = value && !safe.some((o) => o.value === value) ? [{ value, label: value }, ...safe] : safe;
  return (
    <Field label={label} id={id} hint={hint}>
      <Select
        id={id}
        value={value || undefined}
        options={current}
        onChange={onChange}
        style={{ width: '100%' }}
        placeholder="Choose…"
      />
    </Field>
  );
}

export function SwitchField({
  label,
  value,
  onChange,
  hint,
}: {
  label: string;
  value: boolean;
  onChange(value: boolean): void;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="ff-field ff-field--inline">
      <label className="ff-field__label" htmlFor={id}>
        {label}
      </label>
      <Switch id={id} checked={value} onChange={onChange} />
      {hint ? <div className="ff-field__hint">{hint}</div> : null}
    </div>
  );
}

/** 000 §5: a button link is an http(s) URL or a page path. The error shows once the field is left. */
export function LinkField({
  label,
  value,
  onChange,
  allowEmpty = true,
  hint = 'https://… or a page path like /thank-you',
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  allowEmpty?: boolean;
  hint?: string;
}) {
  const id = useId();
  const [touched, setTouched] = useState(false);
  const steps = useStepLinkChoices();
  const toStep = isStepLink(value);
  const dangling = steps.problem(value);
  const error = dangling ?? linkError(value, allowEmpty);
  const input = (
    <Input
      id={id}
      value={value}
      status={touched && error ? 'error' : undefined}
      placeholder="https://example.com"
      maxLength={2000}
      onChange={(e) => onChange(e.target.value)}
      onBlur={() => setTouched(true)}
    />
  );
  if (steps.options.length === 0 && !toStep)
    return (
      <Field label={label} id={id} error={touched ? error : null} hint={hint}>
        {input}
      </Field>
    );
  // A funnel of several steps: a step of its own, or an address typed as before.
  return (
    <Field
      label={label}
      id={`${id}-target`}
      error={dangling ?? (touched && !toStep ? error : null)}
      hint={toStep ? 'A step of this funnel' : hint}
    >
      <Select
        id={`${id}-target`}
        aria-label={`${label}: where it leads`}
        className="ff-link-field__target"
        status={dangling ? 'error' : undefined}
        value={toStep ? value : CUSTOM_LINK}
        options={[
          ...steps.options,
          ...(dangling ? [{ value, label: 'A deleted step' }] : []),
          { value: CUSTOM_LINK, label: 'A web address or page path' },
        ]}
        onChange={(next: string) => onChange(next === CUSTOM_LINK ? '' : next)}
      />
      {toStep ? null : <div className="ff-link-field__custom">{input}</div>}
    </Field>
  );
}

const CUSTOM_LINK = '__custom__';

/**
 * An editable list (plans, testimonials, FAQs…): add, remove and reorder items, each drawn by
 * `render`. At least `min` items are kept.
 */
export function ListField<T>({
  label,
  items,
  onChange,
  render,
  create,
  itemLabel,
  min = 0,
  max = 50,
  action,
}: {
  label: string;
  items: readonly T[];
  onChange(items: T[]): void;
  render(item: T, update: (next: T) => void, index: number): ReactNode;
  create(): T;
  itemLabel(item: T, index: number): string;
  min?: number;
  max?: number;
  /** Beside the legend: 'AI write' for the whole list. */
  action?: ReactNode;
}) {
  // Rows keep their key when moved or when another is removed, so what a row holds (a field
  // being typed in, a link already marked wrong) stays with its item, not its position.
  const counter = useRef(items.length);
  const [keys, setKeys] = useState<number[]>(() => items.map((_, i) => i));
  const rowKeys = keys.length === items.length ? keys : items.map((_, i) => keys[i] ?? -(i + 1)); // changed from outside: positions again
  const set = (index: number, next: T) => onChange(items.map((item, i) => (i === index ? next : item)));
  const move = (index: number, delta: number) => {
    const reorder = <V,>(list: readonly V[]) => {
      const next = [...list];
      const [moved] = next.splice(index, 1);
      if (moved !== undefined) next.splice(index + delta, 0, moved);
      return next;
    };
    setKeys(reorder(rowKeys));
    onChange(reorder(items));
  };
  const remove = (index: number) => {
    setKeys(rowKeys.filter((_, i) => i !== index));
    onChange(items.filter((_, i) => i !== index));
  };
  const add = () => {
    setKeys([...rowKeys, counter.current++]);
    onChange([...items, create()]);
  };
  return (
    <fieldset className="ff-list-field">
      <legend className="ff-field__label">{label}</legend>
      {action ? <div className="ff-list-field__action">{action}</div> : null}
      {items.map((item, index) => (
        <div className="ff-list-field__item" key={rowKeys[index]}>
          <div className="ff-list-field__head">
            <strong>{itemLabel(item, index)}</strong>
            <span className="ff-list-field__tools">
              <Button
                size="small"
                type="text"
                icon={<UpOutlined />}
                aria-label={`Move ${itemLabel(item, index)} up`}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              />
              <Button
                size="small"
                type="text"
                icon={<DownOutlined />}
                aria-label={`Move ${itemLabel(item, index)} down`}
                disabled={index === items.length - 1}
                onClick={() => move(index, 1)}
              />
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Remove ${itemLabel(item, index)}`}
                disabled={items.length <= min}
                onClick={() => remove(index)}
              />
            </span>
          </div>
          {render(item, (next) => set(index, next), index)}
        </div>
      ))}
      <Button
        icon={<PlusOutlined />}
        onClick={add}
        disabled={items.length >= max}
        aria-label={`Add to ${label}`}
      >
        Add
      </Button>
    </fieldset>
  );
}
