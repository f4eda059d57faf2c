import { BASE_STYLES } from '../defaults';
import { defineTextElement } from '../define';
import { compact, textStyle } from '../css';

export const headline = defineTextElement({
  type: 'headline',
  label: 'Headline',
  category: 'basic',
  palette: true,
  defaultContent: 'Your Headline Here',
  defaultStyles: { ...BASE_STYLES, fontSize: '32px', fontWeight: 'bold' },
  maxLength: 500,
  Render: ({ element, content }) => (
    <h2 className="ffp-headline" style={compact(textStyle(element.styles))}>
      {content}
    </h2>
  ),
});
