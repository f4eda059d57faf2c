import {
  FEATURE_COLUMNS,
  FEATURE_LAYOUTS,
  type Feature,
  type FeatureListContent,
} from '../../../page-model/elements/feature-list';
import { ListField, SelectField, TextAreaField, TextField } from '../fields';
import type { ContentEditorProps, ElementEditor } from '../types';
import { ICON_OPTIONS, ItemGroup, firstProblem, isBlank, oneOf, optionsOf } from './section-shared';

const LAYOUT_OPTIONS = optionsOf(FEATURE_LAYOUTS, (v) => (v === 'grid' ? 'Grid of cards' : 'Checklist'));
const COLUMN_OPTIONS = optionsOf(FEATURE_COLUMNS, (v) => (v === '1' ? '1 column' : `${v} columns`));

const newFeature = (): Feature => ({ icon: 'check', title: 'New feature', description: '' });

const featureLabel = (f: Feature, index: number) => f.title.trim() || `Feature ${index + 1}`;

function FeatureEditor({ item, onChange }: { item: Feature; onChange(next: Feature): void }) {
  const set =
    <K extends keyof Feature>(key: K) =>
    (next: Feature[K]) =>
      onChange({ ...item, [key]: next });
  return (
    <>
      <SelectField label="Icon" value={item.icon} options={ICON_OPTIONS} onChange={set('icon')} />
      <TextField label="Title" value={item.title} onChange={set('title')} maxLength={300} />
      <TextAreaField
        label="Description"
        value={item.description}
        onChange={set('description')}
        rows={2}
        maxLength={1000}
      />
    </>
  );
}

function FeatureListContentEditor({ value, onChange }: ContentEditorProps<FeatureListContent>) {
  const set =
    <K extends keyof FeatureListContent>(key: K) =>
    (next: FeatureListContent[K]) =>
      onChange({ ...value, [key]: next });
  return (
    <>
      <TextField label="Title" value={value.title} onChange={set('title')} maxLength={300} />
      <SelectField
        label="Layout"
        value={value.layout}
        options={LAYOUT_OPTIONS}
        onChange={(layout) => set('layout')(oneOf(FEATURE_LAYOUTS, layout, 'grid'))}
      />
      <SelectField
        label="Columns"
        value={String(value.columns)}
        options={COLUMN_OPTIONS}
        hint={value.layout === 'grid' ? 'On phones the cards stack.' : 'Columns apply to the grid layout.'}
        onChange={(columns) => {
          const n = Number(columns);
          if (FEATURE_COLUMNS.some((c) => c === n)) set('columns')(n);
        }}
      />
      <ListField
        label="Features"
        items={value.features}
        onChange={set('features')}
        create={newFeature}
        itemLabel={featureLabel}
        min={1}
        max={24}
        render={(item, update, index) => (
          <ItemGroup label={`Feature ${index + 1}`}>
            <FeatureEditor item={item} onChange={update} />
          </ItemGroup>
        )}
      />
    </>
  );
}

export const featureListEditor: ElementEditor<FeatureListContent> = {
  Content: FeatureListContentEditor,
  styles: ['typography', 'box'],
  validate: (value) =>
    firstProblem(
      value.features.length === 0 && 'Add at least one feature',
      ...value.features.map((f, i) => isBlank(f.title) && `Feature ${i + 1} needs a title`),
    ),
};
