import { useEffect, useSyncExternalStore } from 'react';

/*
 * Work the user has entered and the server does not have yet (marks typed a moment ago, an answer whose save failed).
 * Each screen that saves as the user goes holds it while something is unsaved; the browser then asks before the page
 * is left or reloaded, and the shell does not take the user to sign-in when the session ends (that navigation stays
 * inside the app, where the browser would not ask, and would drop what was typed): the screen's save status says the
 * session ended and offers to sign in again in a new tab.
 */
let holders = 0;
/** Of those, the ones whose work leaving would lose (a failed save, an invalid cell): not merely waiting to be sent. */
let losers = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether some screen holds unsaved work now. */
export const hasUnsavedWork = () => holders > 0;

/** The same, as a React state: re-renders when it changes. */
export const useUnsavedWork = () => useSyncExternalStore(subscribe, hasUnsavedWork);

/**
 * Whether going to another screen inside the app would lose work: a save that failed, or input that cannot be saved.
 * (A save still waiting for its moment is sent when its screen goes away, so it does not count.)
 */
export const hasWorkLostOnLeave = () => losers > 0;

/**
 * While `active` (answers or marks not saved yet), leaving or reloading the page asks first (the browser's dialog).
 * `lostOnLeave`: what is unsaved would be lost by going to another screen inside the app (a failed save, invalid
 * input), so the shell asks first too (app/shell/use-confirm-leave.ts).
 */
export function useWarnBeforeLeaving(active: boolean, lostOnLeave = false): void {
  const losing = active && lostOnLeave;
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    holders++;
    if (losing) losers++;
    for (const listener of listeners) listener();
    return () => {
      window.removeEventListener('beforeunload', warn);
      holders--;
      if (losing) losers--;
      for (const listener of listeners) listener();
    };
  }, [active, losing]);
}
