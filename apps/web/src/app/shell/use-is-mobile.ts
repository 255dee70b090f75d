import { useMediaQuery } from './use-media-query';

/** Spec §9: the mobile layout applies below 768px (767.98px and narrower). */
export function useIsMobile(): boolean {
  return useMediaQuery('(max-width: 767.98px)');
}
