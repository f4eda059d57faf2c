import { CheckCircleFilled, CloseOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import * as RadixToast from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import {
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  currentToasts,
  dismissToast,
  subscribeToasts,
} from './toast-store';
import './toast.css';

/** The notification region (F8 focuses it); swipe a toast right by 50 px to dismiss it. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts);
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notification"
    >
      {toasts.map(({ id, open, title, description, variant = 'default', duration, action }) => (
        <RadixToast.Root
          key={id}
          open={open}
          duration={duration}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          className={`ff-toast ff-toast--${variant}`}
          data-testid="toast"
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <span className="ff-toast__icon" aria-hidden>
            {variant === 'destructive' ? <ExclamationCircleFilled /> : <CheckCircleFilled />}
          </span>
          <div className="ff-toast__body">
            <RadixToast.Title className="ff-toast__title">{title}</RadixToast.Title>
            {description ? (
              <RadixToast.Description className="ff-toast__description">{description}</RadixToast.Description>
            ) : null}
            {action}
          </div>
          <RadixToast.Close className="ff-toast__close" aria-label="Close">
            <CloseOutlined />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="ff-toast-viewport" label="Notifications ({hotkey})" hotkey={['F8']} />
    </RadixToast.Provider>
  );
}
