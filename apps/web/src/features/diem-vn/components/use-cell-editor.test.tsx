import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import {
  type CellEditorOptions,
  cellKey,
  keyParts,
  type SavedVersion,
  type SaveUnit,
  useCellEditor,
} from './use-cell-editor';

type Save = (period: string, units: SaveUnit<number>[]) => Promise<SavedVersion[]>;
const parse = (_field: string, text: string) =>
  text === ''
    ? { ok: true as const, value: null }
    : /^\d+$/.test(text)
      ? { ok: true as const, value: Number(text) }
      : { ok: false as const };

function setup(save: Save, extra: Partial<CellEditorOptions<number>> = {}) {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const source = { id: 1 };
  const hook = renderHook(
    () =>
      useCellEditor<number>({
        source,
        // Pupil 7 has A = 5 (version 2) in period 1 and B = 6 (version 3) in period 2.
        load: () => ({
          cells: new Map([
            [cellKey(7, 1, 'A'), { text: '5', value: 5 }],
            [cellKey(7, 2, 'B'), { text: '6', value: 6 }],
          ]),
          versions: new Map([
            [cellKey(7, 1, 'A'), 2],
            [cellKey(7, 2, 'B'), 3],
          ]),
        }),
        parse,
        save,
        queryKey: ['marks'],
        ...extra,
      }),
    { wrapper },
  );
  return { ...hook, invalidate };
}

describe('useCellEditor', () => {
  it('keys a cell by pupil, period and field', () => {
    expect(cellKey(7, 'GK1', 'muc')).toBe('7:GK1:muc');
    expect(keyParts(cellKey(7, 2, 'TX1'))).toEqual({ hocSinhId: 7, period: '2', field: 'TX1' });
  });

  it('saves each changed cell with its own version, one request per period, then the versions answered', async () => {
    const save = vi.fn<Save>(async (_period, units) =>
      units.flatMap((u) => [...u.values.keys()].map((field) => ({ hocSinhId: u.hocSinhId, field, version: 10 }))),
    );
    const { result } = setup(save);
    act(() => {
      result.current.setText(7, 1, 'A', '8');
      result.current.setText(7, 1, 'C', '9');
      result.current.setText(7, 2, 'B', '4');
    });
    await act(() => result.current.flush());
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenNthCalledWith(1, '1', [
      { hocSinhId: 7, values: new Map([['A', 8]]), version: 2 },
      { hocSinhId: 7, values: new Map([['C', 9]]), version: 0 },
    ]);
    expect(save).toHaveBeenNthCalledWith(2, '2', [{ hocSinhId: 7, values: new Map([['B', 4]]), version: 3 }]);
    expect(result.current.unsaved).toBe(false);
    act(() => result.current.setText(7, 1, 'A', '7'));
    await act(() => result.current.flush());
    expect(save.mock.calls[2]![1]).toEqual([{ hocSinhId: 7, values: new Map([['A', 7]]), version: 10 }]);
  });

  it('with rowFields, saves a pupil’s whole row at the period with the row version', async () => {
    const save = vi.fn<Save>(async () => [{ hocSinhId: 7, version: 5 }]);
    const { result } = setup(save, {
      rowFields: ['A', 'C'],
      load: () => ({
        cells: new Map([[cellKey(7, 1, 'A'), { text: '5', value: 5 }]]),
        versions: new Map([['7:1', 4]]),
      }),
    });
    act(() => result.current.setText(7, 1, 'C', '9'));
    await act(() => result.current.flush());
    expect(save).toHaveBeenCalledWith('1', [
      {
        hocSinhId: 7,
        values: new Map([
          ['A', 5],
          ['C', 9],
        ]),
        version: 4,
      },
    ]);
  });

  it('keeps a cell that is not valid out of the save', async () => {
    const save = vi.fn<Save>(async () => []);
    const { result } = setup(save);
    act(() => result.current.setText(7, 1, 'A', 'x'));
    expect(result.current.invalid).toBe(1);
    await act(() => result.current.flush());
    expect(save).not.toHaveBeenCalled();
  });

  it('pastes a block from a cell, skipping cells outside the grid and those not editable, as one undo step', () => {
    const { result } = setup(vi.fn<Save>(async () => []));
    act(() =>
      result.current.pasteBlock(
        [
          [' 1', '2', '3'],
          ['4', '5'],
        ],
        { row: 0, col: 0 },
        {
          pupils: [{ id: 7 }],
          fields: ['A', 'B'],
          period: 1,
          editable: (_hocSinhId, field) => field !== 'B',
        },
      ),
    );
    expect(result.current.drafts.get(cellKey(7, 1, 'A'))?.text).toBe('1');
    expect(result.current.drafts.has(cellKey(7, 1, 'B'))).toBe(false);
    act(() => void result.current.undo());
    expect(result.current.drafts.get(cellKey(7, 1, 'A'))?.text).toBe('5');
  });

  it('on a conflict keeps the cells dirty, shows the reason and reloads the data', async () => {
    const save = vi.fn<Save>(async () => {
      throw new ApiError('Conflict', { status: 409, kind: 'http', errors: ['Điểm đã bị thay đổi'] });
    });
    const { result, invalidate } = setup(save);
    act(() => result.current.setText(7, 1, 'A', '8'));
    await act(() => result.current.flush());
    expect(result.current.unsaved).toBe(true);
    expect(result.current.saveState).toEqual({ kind: 'error', message: 'Điểm đã bị thay đổi' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['marks'] });
  });
});
