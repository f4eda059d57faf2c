import { AiWriteButton, type AiWriteItem } from '../../modules/ai/AiWriteButton';
import { cloneJson } from '../../page-model/clone-json';
import { itemTitle } from '../../page-model/fields';
import { isRecord } from '../../page-model/is-record';
import { ListField } from '../editors/fields';
import { ItemGroup } from '../editors/ItemGroup';
import type { FieldEditorProps } from './field-editor-props';
import { useBuilderAiWrite } from './use-builder-ai-write';

/**
 * A list of items (plans, questions…): add, remove, reorder; each item's own declared fields in a
 * named group. A list declared with `aiWrite` has 'AI write', which replaces the items with the
 * written pairs.
 */
export function ListFieldEditor({ field, label, value, onChange, renderFields }: FieldEditorProps<'list'>) {
  const ai = useBuilderAiWrite('');
  const { aiWrite } = field;
  // Each pair becomes a new item (icon and other keys as Add makes them) with its title and text.
  const fromWriting = (items: readonly AiWriteItem[], keys: { title: string; text: string }) =>
    items.map((item) => {
      const fresh = cloneJson(field.newItem);
      return { ...(isRecord(fresh) ? fresh : {}), [keys.title]: item.title, [keys.text]: item.text };
    });
  const limitOf = (key: string) => {
    const spec = field.fields.find((f) => f.key === key);
    return spec && 'maxLength' in spec ? spec.maxLength : undefined;
  };
  return (
    <ListField
      label={label}
      items={value}
      onChange={onChange}
      create={() => cloneJson(field.newItem)}
      itemLabel={(item, index) => itemTitle(field, item, index)}
      min={field.min}
      max={field.max}
      action={
        aiWrite ? (
          <AiWriteButton
            type={aiWrite.type}
            label={label}
            maxItems={field.max}
            maxTitleLength={limitOf(aiWrite.title)}
            maxTextLength={limitOf(aiWrite.text)}
            onUse={(items) => onChange(fromWriting(items, aiWrite))}
            {...ai}
          />
        ) : undefined
      }
      render={(item, update, index) => (
        <ItemGroup label={`${field.itemName} ${index + 1}`}>
          {renderFields(field.fields, item, update)}
        </ItemGroup>
      )}
    />
  );
}
