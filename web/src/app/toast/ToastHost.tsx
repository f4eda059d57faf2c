import { App as AntApp } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { TOAST_DURATION_S, TOAST_LIMIT, registerToastOutlet } from './toasts';

/** antd's notification settings for the app's toasts (000 §4, §9). */
const NOTIFICATIONS = { maxCount: TOAST_LIMIT, duration: TOAST_DURATION_S, showProgress: false } as const;

/** Gives `toast()` this app's notification API, and moves focus to the toast on F8. */
function ToastOutlet() {
  const { notification } = AntApp.useApp();
  useEffect(() => registerToastOutlet(notification), [notification]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      const visible = document.querySelector<HTMLElement>('.ant-notification-notice');
      if (!visible) return;
      event.preventDefault();
      visible.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return null;
}

/** antd's App (its modal and notification hooks), with the app's toasts shown through it. */
export function ToastHost({ children }: { children: ReactNode }) {
  return (
    <AntApp notification={NOTIFICATIONS}>
      <ToastOutlet />
      {children}
    </AntApp>
  );
}
