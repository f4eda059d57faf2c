import type { Faq, FaqSectionContent } from '../../../page-model/elements/faq-section';
import { ListField, TextAreaField, TextField } from '../fields';
import type { ContentEditorProps, ElementEditor } from '../types';
import { ItemGroup, firstProblem, isBlank } from './section-shared';

const newFaq = (): Faq => ({ question: 'New question?', answer: '' });

const faqLabel = (f: Faq, index: number) => f.question.trim() || `Question ${index + 1}`;

function FaqEditor({ item, onChange }: { item: Faq; onChange(next: Faq): void }) {
  return (
    <>
      <TextField
        label="Question"
        value={item.question}
        onChange={(question) => onChange({ ...item, question })}
        maxLength={500}
      />
      <TextAreaField
        label="Answer"
        value={item.answer}
        onChange={(answer) => onChange({ ...item, answer })}
        rows={3}
        maxLength={5000}
      />
    </>
  );
}

function FaqSectionContentEditor({ value, onChange }: ContentEditorProps<FaqSectionContent>) {
  return (
    <>
      <TextField
        label="Title"
        value={value.title}
        onChange={(title) => onChange({ ...value, title })}
        maxLength={300}
      />
      <ListField
        label="Questions"
        items={value.faqs}
        onChange={(faqs) => onChange({ ...value, faqs })}
        create={newFaq}
        itemLabel={faqLabel}
        min={1}
        max={50}
        render={(item, update, index) => (
          <ItemGroup label={`Question ${index + 1}`}>
            <FaqEditor item={item} onChange={update} />
          </ItemGroup>
        )}
      />
    </>
  );
}

export const faqSectionEditor: ElementEditor<FaqSectionContent> = {
  Content: FaqSectionContentEditor,
  styles: ['typography', 'box'],
  validate: (value) =>
    firstProblem(
      value.faqs.length === 0 && 'Add at least one question',
      ...value.faqs.map((f, i) =>
        firstProblem(
          isBlank(f.question) && `Question ${i + 1} is empty`,
          isBlank(f.answer) && `${faqLabel(f, i)}: the answer is empty`,
        ),
      ),
    ),
};
