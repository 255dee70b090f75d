import { useMediaQuery } from './use-media-query';

/** The user asked their system for less motion: antd's opening, closing and click-wave animations stay off. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
