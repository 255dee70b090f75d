import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { i18n, loadNamespaces } from './i18n';
import { claimReload, isImportFailure, isMissingChunk } from './new-version';

/** Spec §9: a page chunk that has not arrived after 120 s raises the load error of §8. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** How long "the portal was updated, loading the new version" stays on screen before the reload. */
export const NEW_VERSION_RELOAD_DELAY_MS = 1_500;

/** A chunk that did not arrive in time, or could not be fetched (the network): the user checks the connection. */
export class ChunkLoadError extends Error {
  constructor(kind: 'timeout' | 'failed' = 'timeout') {
    super(
      kind === 'timeout'
        ? i18n.t('api.chunkLoad', { ns: 'common', seconds: CHUNK_LOAD_TIMEOUT_MS / 1000 })
        : i18n.t('api.chunkFailed', { ns: 'common' }),
    );
    this.name = 'ChunkLoadError';
  }
}

/**
 * A chunk of an older build that the server no longer has (the portal was redeployed): the tab reloads once into the
 * new version (`reloading`), or says that even the new version failed (`failed`, after a reload a moment ago).
 */
export class NewVersionError extends Error {
  readonly reloading: boolean;
  constructor(reloading: boolean) {
    super(i18n.t(reloading ? 'api.newVersionReloading' : 'api.newVersionFailed', { ns: 'common' }));
    this.name = 'NewVersionError';
    this.reloading = reloading;
  }
}

/** What a failed import becomes for the user; reloads the tab (once) when the chunk belongs to a replaced build. */
export async function explainLoadFailure(
  error: unknown,
  reload: () => void = () => window.location.reload(),
): Promise<unknown> {
  if (!isImportFailure(error)) return error;
  if (!(await isMissingChunk(error))) return new ChunkLoadError('failed');
  const reloading = claimReload();
  if (reloading) setTimeout(reload, NEW_VERSION_RELOAD_DELAY_MS);
  return new NewVersionError(reloading);
}

export function withChunkTimeout<T>(load: Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        void explainLoadFailure(error).then(reject);
      },
    );
  });
}

export type PageComponent = LazyExoticComponent<ComponentType>;

/**
 * A route's page as its own chunk, loaded on first visit together with the translation namespaces it uses (its
 * module's, named after it): the page renders only when both are in, so no raw key flashes.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  namespaces: readonly string[] = [],
): PageComponent {
  return lazy(() => withChunkTimeout(Promise.all([load(), loadNamespaces(namespaces)]).then(([page]) => page)));
}
