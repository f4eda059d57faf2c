import { z } from 'zod';
import { compact, textStyle } from '../css';
import { BASE_STYLES } from '../defaults';
import { firstProblem, isBlank } from '../content-checks';
import { defineJsonElement, field } from '../define';
import { itemTitle } from '../fields';

const faq = z.object({
  question: field.text('', 500),
  answer: field.text('', 5000),
});

export type Faq = z.output<typeof faq>;

export const DEFAULT_FAQS: Faq[] = [
  {
    question: 'How do I get started?',
    answer: 'Sign up in less than a minute, pick a template and publish your first page the same day.',
  },
  {
    question: 'Can I cancel at any time?',
    answer:
      'Yes. There are no contracts and no cancellation fees; you keep access until the end of your billing period.',
  },
  {
    question: 'Do you offer support?',
    answer: 'Our team answers every message by email, usually within a few hours on business days.',
  },
];

const schema = z.object({
  title: field.text('Frequently Asked Questions', 300),
  faqs: field.list(faq, DEFAULT_FAQS, 50),
});

export type FaqSectionContent = z.output<typeof schema>;

/** How a question is named in the builder's list and messages: its text, else 'Question {n}'. */
const FAQ_TITLE = { itemName: 'Question', titleFrom: ['question'] } as const;

/** Questions that open to their answers; native <details>, so it works without JavaScript. */
export const faqSection = defineJsonElement({
  type: 'faq-section',
  label: 'FAQ Section',
  category: 'sections',
  palette: true,
  schema,
  defaultContent: { title: 'Frequently Asked Questions', faqs: DEFAULT_FAQS },
  defaultStyles: { ...BASE_STYLES },
  fields: [
    { key: 'title', kind: 'text', label: 'Title', maxLength: 300, aiWrite: 'headline' },
    {
      key: 'faqs',
      kind: 'list',
      label: 'Questions',
      ...FAQ_TITLE,
      newItem: { question: 'New question?', answer: '' },
      min: 1,
      max: 50,
      aiWrite: { type: 'faq', title: 'question', text: 'answer' },
      fields: [
        { key: 'question', kind: 'text', label: 'Question', maxLength: 500 },
        { key: 'answer', kind: 'textarea', label: 'Answer', rows: 3, maxLength: 5000 },
      ],
    },
  ],
  validate: (content) =>
    firstProblem(
      content.faqs.length === 0 && 'Add at least one question',
      ...content.faqs.map((f, i) =>
        firstProblem(
          isBlank(f.question) && `Question ${i + 1} is empty`,
          isBlank(f.answer) && `${itemTitle(FAQ_TITLE, f, i)}: the answer is empty`,
        ),
      ),
    ),
  styles: ['typography', 'box'],
  Render: ({ element, content }) => (
    <section className="ffp-faq" style={compact(textStyle(element.styles))}>
      {content.title ? <h2 className="ffp-section-title">{content.title}</h2> : null}
      <div className="ffp-faq__list">
        {content.faqs
          .filter((item) => item.question)
          .map((item, i) => (
            <details key={i} className="ffp-faq__item">
              <summary className="ffp-faq__question">{item.question}</summary>
              <div className="ffp-faq__answer">
                <p>{item.answer}</p>
              </div>
            </details>
          ))}
      </div>
    </section>
  ),
});
