import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { i18n, startI18n } from '../lib/i18n';

/**
 * Web tests get every catalogue at once (the app fetches them per route): components render synchronously in jsdom.
 * Registered as the web project's setup file (vitest.config.ts).
 */
const files = import.meta.glob<{ default: Record<string, string> }>('../locales/*/*.json', { eager: true });
const bundled: Record<string, Record<string, Record<string, string>>> = {};
for (const [file, module] of Object.entries(files)) {
  const [, lang, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (!lang || !ns) continue;
  bundled[lang] ??= {};
  bundled[lang][ns] = module.default;
}
await startI18n('vi', bundled);

// The web test files share one jsdom per worker (isolate: false in vitest.config.ts): each test unmounts what it
// rendered, and each file leaves the storage and the language as it found them.
afterEach(() => cleanup());
afterAll(async () => {
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
  if (i18n.language !== 'vi') await i18n.changeLanguage('vi');
});
