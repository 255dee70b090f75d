import { useSyncExternalStore } from 'react';

/** Spec §9: the mobile layout applies below 768px (767.98px and narrower). */
const QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
