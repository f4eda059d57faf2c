import { act, screen, waitFor, within } from '@testing-library/react';
import { dismissToast } from '../app/toast/toast-store';

/** The toast store outlives a test's render; clear it so a test never sees an earlier test's toast. */
export function resetToasts(): void {
  act(() => dismissToast());
}

/** Waits for the visible toast to read `title` (and `description` when given); answers the toast. */
export async function expectToast(title: string, description?: string): Promise<HTMLElement> {
  return waitFor(() => {
    // queryBy: a miss must not pretty-print the whole page on every retry.
    const toast = screen.queryByTestId('toast');
    if (!toast) throw new Error(`No toast yet (waiting for "${title}")`);
    expect(within(toast).getByText(title)).toBeInTheDocument();
    if (description !== undefined) expect(within(toast).getByText(description)).toBeInTheDocument();
    return toast;
  });
}
