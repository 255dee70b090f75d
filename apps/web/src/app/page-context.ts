import type { ResolvedRoute } from '@hpl/shared/routes';
import { createContext, useContext } from 'react';

/** What a page knows about itself: its route (title, breadcrumb) and its tab. Given by the shell around every page. */
export interface PageContextValue {
  route: ResolvedRoute;
  params: Record<string, string>;
  /** The tab's key: the lower-cased path. */
  keyPath: string;
}

export const PageContext = createContext<PageContextValue | null>(null);

export function usePageContext(): PageContextValue | null {
  return useContext(PageContext);
}
