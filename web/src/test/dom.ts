import { screen } from '@testing-library/react';

/**
 * The button showing `text`. A text query, not a role query: computing roles and accessible
 * names over a whole antd screen is slow in jsdom.
 */
export function buttonByText(text: string | RegExp): HTMLButtonElement {
  const button = screen.getByText(text).closest('button');
  if (!button) throw new Error(`"${String(text)}" is not inside a button`);
  return button;
}
