import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayMonth, formatNumber, formatPercent } from './format';

describe('formatters by interface language', () => {
  it('Vietnamese: dot thousands, comma decimals, spaced percent, dd/mm/yyyy', () => {
    expect(formatNumber('vi', 128674)).toBe('128.674');
    expect(formatNumber('vi', 1488)).toBe('1.488');
    expect(formatNumber('vi', 0.5, 1)).toBe('0,5');
    expect(formatPercent('vi', 3.4)).toBe('3,4\u00a0%');
    expect(formatPercent('vi', 4)).toBe('4,0\u00a0%');
    expect(formatDate('vi', '2027-03-15')).toBe('15/03/2027');
    expect(formatDateTime('vi', '2027-03-15T08:05:00')).toBe('15/03/2027 08:05');
    expect(formatDayMonth('vi', '2027-03-15')).toBe('15/03');
  });

  it('English: comma thousands, dot decimals, unambiguous dates', () => {
    expect(formatNumber('en', 128674)).toBe('128,674');
    expect(formatNumber('en', 0.5, 1)).toBe('0.5');
    expect(formatPercent('en', 3.4)).toBe('3.4%');
    expect(formatPercent('en', 4)).toBe('4.0%');
    expect(formatDate('en', '2027-03-15')).toBe('15 Mar 2027');
    expect(formatDayMonth('en', '2027-03-15')).toBe('15 Mar');
  });

  it('keeps the same decimals within a column and leaves missing values empty', () => {
    expect([4, 4.1, 12.25].map((v) => formatPercent('en', v))).toEqual(['4.0%', '4.1%', '12.3%']);
    expect([2, 0.5].map((v) => formatNumber('vi', v, 1))).toEqual(['2,0', '0,5']);
    expect(formatNumber('vi', null)).toBe('');
    expect(formatPercent('vi', undefined)).toBe('');
    expect(formatDate('vi', null)).toBe('');
  });
});

describe('numbers inside catalogue messages', () => {
  it('follow the language of the message', async () => {
    const { i18n } = await import('./i18n');
    expect(i18n.t('table.total', { ns: 'common', lng: 'vi', total: 1488 })).toBe('Tổng 1.488 bản ghi');
    expect(i18n.t('table.total', { ns: 'common', lng: 'en', total: 1488 })).toMatch(/1,488/);
  });
});
