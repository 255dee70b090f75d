import { useEffect, useSyncExternalStore } from 'react';

/*
 * Work the user has entered and the server does not have yet (marks typed a moment ago, an answer whose save failed).
 * Each screen that saves as the user goes holds it while something is unsaved; the browser then asks before the page
 * is left or reloaded, and the shell does not take the user to sign-in when the session ends (that navigation stays
 * inside the app, where the browser would not ask, and would drop what was typed): the screen's save status says the
 * session ended and offers to sign in again in a new tab.
 */
let holders = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether some screen holds unsaved work now. */
export const hasUnsavedWork = () => holders > 0;

/** The same, as a React state: re-renders when it changes. */
export const useUnsavedWork = () => useSyncExternalStore(subscribe, hasUnsavedWork);

/** While `active` (answers or marks not saved yet), leaving or reloading the page asks first (the browser's dialog). */
export function useWarnBeforeLeaving(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    holders++;
    for (const listener of listeners) listener();
    return () => {
      window.removeEventListener('beforeunload', warn);
      holders--;
      for (const listener of listeners) listener();
    };
  }, [active]);
}
