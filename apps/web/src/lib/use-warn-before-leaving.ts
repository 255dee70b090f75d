import { useEffect } from 'react';

/** While `active` (answers or marks not saved yet), leaving or reloading the page asks first (the browser's dialog). */
export function useWarnBeforeLeaving(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
