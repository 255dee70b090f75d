import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Root } from './app/root';
import { applyDocumentSettings } from './app/settings/apply-document-settings';
import { useSettingsStore } from './app/settings/settings-store';
import { startI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';
import './styles/base.css';
import './styles/shell.css';
import './styles/page-transitions.css';
import './styles/cards-menus-print.css';

const settings = useSettingsStore.getState().settings;
applyDocumentSettings(settings);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
// The first render waits for the core catalogues of the user's language (a few KB), so no raw key is ever shown.
await startI18n(settings.lang).catch((error: unknown) => console.error(error));
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Root />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
