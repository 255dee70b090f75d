import type { Settings } from './settings';

/** Settings that live on <html>: language, colour scheme (used by the light pages and scrollbars), colour-weak mode. */
export function applyDocumentSettings(settings: Settings): void {
  const root = document.documentElement;
  root.lang = settings.lang;
  root.dataset.theme = settings.theme.mode;
  root.style.colorScheme = settings.theme.mode === 'light' ? 'light' : 'dark';
  root.style.setProperty('--hpl-primary', settings.theme.color);
  root.classList.toggle('week-mode', settings.weekMode);
}
