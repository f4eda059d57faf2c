import { cloneJson } from '../../page-model/clone-json';
import { itemTitle } from '../../page-model/fields';
import { ListField } from '../editors/fields';
import { ItemGroup } from '../editors/ItemGroup';
import type { FieldEditorProps } from './field-editor-props';

/** A list of items (plans, questions…): add, remove, reorder; each item's own declared fields in a named group. */
export function ListFieldEditor({ field, label, value, onChange, renderFields }: FieldEditorProps<'list'>) {
  return (
    <ListField
      label={label}
      items={value}
      onChange={onChange}
      create={() => cloneJson(field.newItem)}
      itemLabel={(item, index) => itemTitle(field, item, index)}
      min={field.min}
      max={field.max}
      render={(item, update, index) => (
        <ItemGroup label={`${field.itemName} ${index + 1}`}>
          {renderFields(field.fields, item, update)}
        </ItemGroup>
      )}
    />
  );
}
