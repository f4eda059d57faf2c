import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { InlineEdit } from './InlineEdit';
import type { SaveLead } from './LeadFields';

type Fields = Record<string, unknown>;

/** How a stored value reads: text as is, numbers and booleans as written, nothing as ''. */
export function fieldText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A lead's own name–value pairs: edit a value in place, remove a pair, add a new one. */
export function LeadCustomFields({ fields, save }: { fields: Fields; save: SaveLead }) {
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const entries = Object.entries(fields);

  const store = async (next: Fields) => {
    const info = await save({ customFields: next });
    return info === null ? null : (info.fieldErrors.customFields ?? info.message);
  };

  const add = async () => {
    const key = name.trim();
    if (!key) return setError('A custom field needs a name');
    if (Object.hasOwn(fields, key)) return setError(`There is already a field named "${key}"`);
    setSaving(true);
    const refused = await store({ ...fields, [key]: value.trim() });
    setSaving(false);
    setError(refused);
    if (!refused) {
      setName('');
      setValue('');
    }
  };

  const remove = async (key: string) => {
    const next = { ...fields };
    delete next[key];
    setError(await store(next));
  };

  return (
    <div className="ff-lead-custom">
      {entries.length === 0 ? <p className="ff-muted">No custom fields yet</p> : null}
      <dl className="ff-lead-fields">
        {entries.map(([key, stored]) => (
          <div key={key} className="ff-lead-fields__row">
            <dt>{key}</dt>
            <dd className="ff-lead-custom__value">
              <InlineEdit
                label={`Value of ${key}`}
                value={fieldText(stored)}
                empty="Empty"
                onSave={(next) => store({ ...fields, [key]: next })}
              />
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Remove field ${key}`}
                onClick={() => void remove(key)}
              />
            </dd>
          </div>
        ))}
      </dl>
      <div className="ff-lead-custom__add">
        <Input
          size="small"
          aria-label="Field name"
          placeholder="Name"
          value={name}
          maxLength={60}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          onPressEnter={() => void add()}
        />
        <Input
          size="small"
          aria-label="Field value"
          placeholder="Value"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onPressEnter={() => void add()}
        />
        <Button size="small" icon={<PlusOutlined />} loading={saving} onClick={() => void add()}>
          Add field
        </Button>
      </div>
      {error ? (
        <span role="alert" className="ff-field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
