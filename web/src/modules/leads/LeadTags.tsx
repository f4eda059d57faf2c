import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Tag } from 'antd';
import { useState } from 'react';
import type { SaveLead } from './LeadFields';

const MAX_TAG = 50;

/** A lead's tags: remove one with its button, add one by typing it and pressing Enter or Add. */
export function LeadTags({ tags, save }: { tags: readonly string[]; save: SaveLead }) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const store = async (next: string[]) => {
    setSaving(true);
    const info = await save({ tags: next });
    setSaving(false);
    setError(info === null ? null : (info.fieldErrors.tags ?? info.message));
    return info === null;
  };

  const add = async () => {
    const tag = draft.trim();
    if (!tag) return;
    if (tag.length > MAX_TAG) return setError(`A tag must be at most ${MAX_TAG} characters`);
    if (tags.includes(tag)) return setError(`"${tag}" is already a tag`);
    if (await store([...tags, tag])) setDraft('');
  };

  return (
    <div className="ff-lead-tags">
      {tags.length === 0 ? <p className="ff-muted">No tags yet</p> : null}
      <ul className="ff-lead-tags__list" aria-label="Tags">
        {tags.map((tag) => (
          <li key={tag}>
            <Tag className="ff-lead-tags__tag">
              {tag}
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined />}
                aria-label={`Remove tag ${tag}`}
                disabled={saving}
                onClick={() => void store(tags.filter((t) => t !== tag))}
              />
            </Tag>
          </li>
        ))}
      </ul>
      <div className="ff-lead-tags__add">
        <Input
          size="small"
          aria-label="New tag"
          placeholder="Add a tag"
          value={draft}
          maxLength={MAX_TAG + 1}
          status={error ? 'error' : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          onPressEnter={() => void add()}
        />
        <Button size="small" icon={<PlusOutlined />} loading={saving} onClick={() => void add()}>
          Add tag
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
