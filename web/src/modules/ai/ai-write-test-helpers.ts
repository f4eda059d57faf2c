import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** The 'AI write' popover of the field labelled `label`, opened by its button, its prompt focused. */
export async function openAiWrite(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByLabelText(`AI write: ${label}`, { selector: 'button' }));
  const panel = await screen.findByLabelText(`AI write: ${label}`, { selector: 'section' });
  const prompt = within(panel).getByLabelText('What to write about');
  await waitFor(() => expect(prompt).toHaveFocus());
  return panel;
}

/** The open 'AI write' popover of the field labelled `label`, if any. */
export const aiWritePopover = (label: string) =>
  screen.queryByLabelText(`AI write: ${label}`, { selector: 'section' });

/** The button in `panel` showing `text`. */
export function buttonIn(panel: HTMLElement, text: string): HTMLButtonElement {
  const button = within(panel).getByText(text).closest('button');
  if (!button) throw new Error(`"${text}" is not a button`);
  return button;
}
