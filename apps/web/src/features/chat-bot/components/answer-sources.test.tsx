import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { stubBrowserApis } from '../../../test-support/jsdom-stubs';
import { AnswerSources } from './answer-sources';

const source = (doanId: number, muc: string) => ({ doanId, taiLieuId: 1, taiLieu: 'Student handbook', muc });

describe('AnswerSources', () => {
  beforeAll(stubBrowserApis);
  afterAll(() => vi.unstubAllGlobals());
  afterEach(cleanup);

  it('shows the quoted source and folds the others behind "more sources"', async () => {
    await i18n.changeLanguage('en');
    const onOpen = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <AnswerSources
          sources={[source(1, '5.1. Mobile phones'), source(2, '5.2. Phone rule breaches'), source(3, '17. Contacts')]}
          onOpen={onOpen}
        />
      </I18nextProvider>,
    );
    expect(screen.getByRole('button', { name: /5\.1\. Mobile phones/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /5\.2\. Phone rule breaches/ })).toBeNull();
    const more = screen.getByRole('button', { name: /More sources \(2\)/ });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    fireEvent.click(screen.getByRole('button', { name: /5\.2\. Phone rule breaches/ }));
    expect(onOpen).toHaveBeenCalledWith(2);
    expect(screen.getByRole('button', { name: /Fewer sources/ }).getAttribute('aria-expanded')).toBe('true');
  });

  it('has no fold with a single source', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <AnswerSources sources={[source(1, '4.3. Arriving late')]} onOpen={() => {}} />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('button', { name: /More sources/ })).toBeNull();
  });
});
