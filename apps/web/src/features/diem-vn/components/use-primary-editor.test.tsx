import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { parseRating, parseTestMark } from './primary-cell-text';
import { type PrimaryRowSave, primaryKey, usePrimaryEditor } from './use-primary-editor';

const source = { id: 1 };
function setup(save: (batch: PrimaryRowSave) => Promise<{ hocSinhId: number; version: number }[]>) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () =>
      usePrimaryEditor({
        source,
        load: () => ({
          cells: new Map([
            [primaryKey(7, 'GK2', 'muc'), { text: 'HT', value: 'HoanThanh' }],
            [primaryKey(7, 'GK2', 'kt'), { text: '6', value: 6 }],
            [primaryKey(7, 'GK2', 'nx'), { text: 'Cố gắng', value: 'Cố gắng' }],
          ]),
          versions: new Map([['7:GK2', 3]]),
        }),
        fields: ['muc', 'kt', 'nx'],
        parse: (field, text) =>
          field === 'muc'
            ? parseRating(text)
            : field === 'kt'
              ? parseTestMark(text)
              : { ok: true, value: text || null },
        save,
        queryKey: ['test'],
      }),
    { wrapper },
  );
}

describe('usePrimaryEditor', () => {
  it('saves a whole row per pupil and rating point: the typed field, the others as stored, the row version', async () => {
    const save = vi.fn(async () => [{ hocSinhId: 7, version: 4 }]);
    const { result } = setup(save);
    act(() => result.current.setText(7, 'GK2', 'muc', 't'));
    await act(() => result.current.flush());
    expect(save).toHaveBeenCalledWith({
      ky: 'GK2',
      rows: [
        {
          hocSinhId: 7,
          values: new Map<string, unknown>([
            ['muc', 'HoanThanhTot'],
            ['kt', 6],
            ['nx', 'Cố gắng'],
          ]),
          version: 3,
        },
      ],
    });
    // The next save of the row sends the version the server answered.
    act(() => result.current.setText(7, 'GK2', 'kt', '9'));
    await act(() => result.current.flush());
    expect((save.mock.calls[1] as unknown as [PrimaryRowSave])[0].rows[0]!.version).toBe(4);
  });

  it('keeps an invalid cell out of the save and sends the last valid value of the row instead', async () => {
    const save = vi.fn(async () => [{ hocSinhId: 7, version: 4 }]);
    const { result } = setup(save);
    act(() => result.current.setText(7, 'GK2', 'kt', '0'));
    expect(result.current.invalid).toBe(1);
    act(() => result.current.setText(7, 'GK2', 'muc', 'c'));
    await act(() => result.current.flush());
    const row = (save.mock.calls[0] as unknown as [PrimaryRowSave])[0].rows[0]!;
    expect(row.values.get('muc')).toBe('ChuaHoanThanh');
    expect(row.values.get('kt')).toBe(6);
  });
});
