import {
  SOCIAL_PROOF_TYPES,
  type SocialProofContent,
  type SocialProofItem,
} from '../../../page-model/elements/social-proof';
import { ListField, SelectField, TextField } from '../fields';
import type { ContentEditorProps, ElementEditor } from '../types';
import { ItemGroup, firstProblem, isBlank, mediaUrlError, oneOf, optionsOf } from './section-shared';

const TYPE_LABELS: Record<string, string> = {
  logos: 'Logos',
  badges: 'Trust badges',
  avatars: 'Customer avatars',
};
const TYPE_OPTIONS = optionsOf(SOCIAL_PROOF_TYPES, (v) => TYPE_LABELS[v] ?? v);

const newItem = (): SocialProofItem => ({ name: 'New company', logo: '' });

const itemLabel = (item: SocialProofItem, index: number) => item.name.trim() || `Item ${index + 1}`;

function ProofItemEditor({
  item,
  onChange,
}: {
  item: SocialProofItem;
  onChange(next: SocialProofItem): void;
}) {
  return (
    <>
      <TextField
        label="Name"
        value={item.name}
        onChange={(name) => onChange({ ...item, name })}
        maxLength={100}
        hint="Also read out to screen readers in place of the logo."
      />
      <TextField
        label="Logo URL"
        value={item.logo}
        onChange={(logo) => onChange({ ...item, logo })}
        maxLength={2000}
        placeholder="https://…"
        hint="Optional; without a logo the name is shown."
      />
    </>
  );
}

function SocialProofContentEditor({ value, onChange }: ContentEditorProps<SocialProofContent>) {
  return (
    <>
      <SelectField
        label="Show as"
        value={value.type}
        options={TYPE_OPTIONS}
        onChange={(type) => onChange({ ...value, type: oneOf(SOCIAL_PROOF_TYPES, type, 'logos') })}
      />
      <TextField
        label="Title"
        value={value.title}
        onChange={(title) => onChange({ ...value, title })}
        maxLength={300}
      />
      <ListField
        label="Items"
        items={value.items}
        onChange={(items) => onChange({ ...value, items })}
        create={newItem}
        itemLabel={itemLabel}
        min={1}
        max={24}
        render={(item, update, index) => (
          <ItemGroup label={`Item ${index + 1}`}>
            <ProofItemEditor item={item} onChange={update} />
          </ItemGroup>
        )}
      />
    </>
  );
}

export const socialProofEditor: ElementEditor<SocialProofContent> = {
  Content: SocialProofContentEditor,
  styles: ['typography', 'box'],
  validate: (value) =>
    firstProblem(
      value.items.length === 0 && 'Add at least one item',
      ...value.items.map((item, i) =>
        firstProblem(
          isBlank(item.name) && `Item ${i + 1} needs a name`,
          mediaUrlError(item.logo, `${itemLabel(item, i)}: the logo URL`),
        ),
      ),
    ),
};
