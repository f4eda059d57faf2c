import type { NotificationArgsProps } from 'antd';
import { act, screen, waitFor, within } from '@testing-library/react';
import { dismissToasts, registerToastOutlet, type ToastVariant } from '../app/toast/toasts';

/** Closes any toast left open, so a test never sees an earlier test's toast. */
export function resetToasts(): void {
  act(() => dismissToasts());
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

const VARIANTS = { error: 'destructive', success: 'success', info: 'default', warning: 'default' } as const;

export type RecordedToast = { title: unknown; description: unknown; variant: ToastVariant };

/**
 * For tests without a screen: takes the place of the app's notification holder and hands each
 * toast opened to `onOpen`, in order (the screen shows only the newest). Answers a function
 * that gives the place back.
 */
export function recordToasts(onOpen: (toast: RecordedToast) => void): () => void {
  const giveBack = registerToastOutlet({
    open: ({ title, description, type = 'info' }: NotificationArgsProps) =>
      onOpen({ title, description, variant: VARIANTS[type] }),
    destroy: () => undefined,
  });
  return () => {
    giveBack();
    dismissToasts();
  };
}
