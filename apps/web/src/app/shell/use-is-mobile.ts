import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following its changes (false where the browser has no matchMedia). */
function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** Spec §9: the mobile layout applies below 768px (767.98px and narrower). */
export function useIsMobile(): boolean {
  return useMediaQuery('(max-width: 767.98px)');
}

/** The user asked their system for less motion: antd's opening, closing and click-wave animations stay off. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
