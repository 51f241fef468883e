import { useCallback, useEffect } from 'react';
import { useTranslate } from 'react-admin';

/**
 * While `dirty`: the browser asks before the tab is closed or reloaded, and `confirmLeave()`
 * asks (with react-admin's French sentence) before a draft is dropped on screen.
 */
export function useLeaveWarning(dirty: boolean) {
  const translate = useTranslate();
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return useCallback(
    () => !dirty || window.confirm(translate('ra.message.unsaved_changes')),
    [dirty, translate],
  );
}
