import { BASE_STYLES } from '../defaults';
import { defineTextElement } from '../define';
import { compact, textStyle } from '../css';

export const text = defineTextElement({
  type: 'text',
  label: 'Text',
  category: 'basic',
  palette: true,
  defaultContent: 'Add your text here. Tell visitors what they get and why it matters.',
  defaultStyles: { ...BASE_STYLES },
  maxLength: 10_000,
  field: { kind: 'textarea', label: 'Text', rows: 6, maxLength: 10_000, aiWrite: 'body' },
  styles: ['typography', 'box'],
  inlineText: 'lines',
  summary: (content) => content,
  // Line breaks typed in the builder are kept (white-space: pre-line in page.css).
  Render: ({ element, content }) => (
    <p className="ffp-text" style={compact(textStyle(element.styles))}>
      {content}
    </p>
  ),
});
