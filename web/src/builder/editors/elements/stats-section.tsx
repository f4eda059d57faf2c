import {
  STATS_LAYOUTS,
  type Stat,
  type StatsSectionContent,
} from '../../../page-model/elements/stats-section';
import { ListField, SelectField, TextField } from '../fields';
import type { ContentEditorProps, ElementEditor } from '../types';
import { ItemGroup, firstProblem, isBlank, oneOf, optionsOf } from './section-shared';

const LAYOUT_OPTIONS = optionsOf(STATS_LAYOUTS, (v) => (v === 'horizontal' ? 'In a row' : 'In a column'));

const newStat = (): Stat => ({ number: '100+', label: 'New stat' });

const statLabel = (s: Stat, index: number) => s.label.trim() || s.number.trim() || `Stat ${index + 1}`;

function StatEditor({ item, onChange }: { item: Stat; onChange(next: Stat): void }) {
  return (
    <>
      <TextField
        label="Number"
        value={item.number}
        onChange={(number) => onChange({ ...item, number })}
        maxLength={40}
        hint="Shown as written: 10,000+, 98%, 24/7…"
      />
      <TextField
        label="Label"
        value={item.label}
        onChange={(label) => onChange({ ...item, label })}
        maxLength={200}
      />
    </>
  );
}

function StatsSectionContentEditor({ value, onChange }: ContentEditorProps<StatsSectionContent>) {
  return (
    <>
      <TextField
        label="Title"
        value={value.title}
        onChange={(title) => onChange({ ...value, title })}
        maxLength={300}
      />
      <SelectField
        label="Layout"
        value={value.layout}
        options={LAYOUT_OPTIONS}
        onChange={(layout) => onChange({ ...value, layout: oneOf(STATS_LAYOUTS, layout, 'horizontal') })}
      />
      <ListField
        label="Stats"
        items={value.stats}
        onChange={(stats) => onChange({ ...value, stats })}
        create={newStat}
        itemLabel={statLabel}
        min={1}
        max={12}
        render={(item, update, index) => (
          <ItemGroup label={`Stat ${index + 1}`}>
            <StatEditor item={item} onChange={update} />
          </ItemGroup>
        )}
      />
    </>
  );
}

export const statsSectionEditor: ElementEditor<StatsSectionContent> = {
  Content: StatsSectionContentEditor,
  styles: ['typography', 'box'],
  validate: (value) =>
    firstProblem(
      value.stats.length === 0 && 'Add at least one stat',
      ...value.stats.map((s, i) => isBlank(s.number) && `Stat ${i + 1} needs a number`),
    ),
};
