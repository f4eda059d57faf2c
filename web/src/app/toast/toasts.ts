import type { NotificationArgsProps } from 'antd';
import type { PointerEvent, ReactNode } from 'react';

/**
 * The app's toasts are antd notifications (000 §4, §9): one at a time, shown 5 s, dismissed by
 * the close button or a swipe right of 50 px, and F8 moves focus to the toast (see ToastHost).
 * Each is announced by screen readers: antd gives every notice role="alert".
 */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_S = 5;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = 'default' | 'destructive' | 'success';

export type ToastInput = {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Seconds shown, where the spec names another time than the default 5 s. */
  durationS?: number;
};

/** What toasts need of antd's notification API (App.useApp().notification). */
export type ToastOutlet = {
  open(args: NotificationArgsProps): void;
  destroy(key?: NotificationArgsProps['key']): void;
};

const TYPES = { default: 'info', destructive: 'error', success: 'success' } as const;

let outlet: ToastOutlet | null = null;
/** A toast asked for before the app's notification holder mounted; shown when it does. */
let waiting: ToastInput | null = null;
let counter = 0;

/**
 * Hands toasts the mounted app's notification API; answers a function that takes it back.
 * Called by ToastHost, and by tests that record what is shown.
 */
export function registerToastOutlet(next: ToastOutlet): () => void {
  outlet = next;
  if (waiting) {
    const input = waiting;
    waiting = null;
    toast(input);
  }
  return () => {
    if (outlet === next) outlet = null;
  };
}

/**
 * Drag handlers that let a toast be swiped right to dismiss it: it follows the pointer and
 * closes once moved 50 px; released earlier, it returns to its place.
 */
function swipeToDismiss(close: () => void): NotificationArgsProps['props'] {
  let start: { x: number; pointerId: number } | null = null;
  const reset = (element: HTMLDivElement) => {
    start = null;
    element.style.transform = '';
  };
  return {
    tabIndex: -1,
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      if (event.button === 0) start = { x: event.clientX, pointerId: event.pointerId };
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      if (!start || start.pointerId !== event.pointerId) return;
      const moved = Math.max(0, event.clientX - start.x);
      event.currentTarget.style.transform = moved ? `translateX(${moved}px)` : '';
    },
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
      if (!start || start.pointerId !== event.pointerId) return;
      const moved = event.clientX - start.x;
      reset(event.currentTarget);
      if (moved >= TOAST_SWIPE_THRESHOLD_PX) close();
    },
    onPointerCancel: (event: PointerEvent<HTMLDivElement>) => reset(event.currentTarget),
    'data-testid': 'toast',
  };
}

/** Where a toast appears: bottom right from 640 px up, across the top on a phone. */
function placement(): NotificationArgsProps['placement'] {
  return typeof window.matchMedia === 'function' && !window.matchMedia('(min-width: 640px)').matches
    ? 'top'
    : 'bottomRight';
}

/** Shows a toast; a newer toast replaces the visible one. */
export function toast({ title, description, variant = 'default', durationS }: ToastInput): void {
  if (!outlet) {
    waiting = { title, description, variant, durationS };
    return;
  }
  const current = outlet;
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const key = `toast-${counter}`;
  current.open({
    key,
    type: TYPES[variant],
    title,
    description,
    placement: placement(),
    ...(durationS === undefined ? {} : { duration: durationS }),
    // Errors and successes alike are spoken at once: role="status" added with its text is
    // not reliably read, and a toast leaves after 5 s.
    role: 'alert',
    style: { touchAction: 'pan-y' },
    props: swipeToDismiss(() => current.destroy(key)),
  });
}

/** Closes every toast (and forgets one still waiting for the app to mount). */
export function dismissToasts(): void {
  waiting = null;
  outlet?.destroy();
}
