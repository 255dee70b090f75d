import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { i18n } from './i18n';

/** Spec §9: a page chunk that has not arrived after 120 s raises the load error of §8. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor() {
    super(i18n.t('api.chunkLoad', { ns: 'common', seconds: CHUNK_LOAD_TIMEOUT_MS / 1000 }));
    this.name = 'ChunkLoadError';
  }
}

/** The browsers' messages for a dynamic import whose file could not be fetched. */
function isImportFailure(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

export function withChunkTimeout<T>(load: Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        // A failed dynamic import (deploy replaced the chunk, network down) is the same load error for the user.
        reject(isImportFailure(error) ? new ChunkLoadError() : error);
      },
    );
  });
}

export type PageComponent = LazyExoticComponent<ComponentType>;

/** A route's page as its own chunk, loaded on first visit. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): PageComponent {
  return lazy(() => withChunkTimeout(load()));
}
