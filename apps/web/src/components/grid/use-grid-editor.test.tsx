import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DELAY_MS, type GridDraft, useGridEditor } from './use-grid-editor';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const source = { id: 1 };
type Pending = [string, GridDraft<number>][];

/** What each call of `save` sent: the cells' keys and values. */
const sent = (save: { mock: { calls: Pending[][] } }) =>
  save.mock.calls.map(([pending]) => pending?.map(([key, draft]) => [key, draft.value]));

function renderEditor(save: (pending: Pending) => Promise<void>) {
  return renderHook(() =>
    useGridEditor<number>({
      source,
      initial: () => new Map([['1:TX1', { text: '', value: null }]]),
      parse: (_key, text) => (/^\d+$/.test(text) ? { ok: true, value: Number(text) } : { ok: false }),
      save,
      messageOf: () => 'lỗi',
    }),
  );
}

describe('the mark grid autosave', () => {
  it('saves a moment after the last keystroke, once', async () => {
    const save = vi.fn(async (_pending: Pending) => {});
    const { result } = renderEditor(save);
    act(() => result.current.setTexts([{ key: '1:TX1', text: '9' }]));
    expect(save).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    });
    expect(sent(save)).toEqual([[['1:TX1', 9]]]);
  });

  it('saves at once what was typed just before the screen is left, instead of dropping it', async () => {
    const save = vi.fn(async (_pending: Pending) => {});
    const { result, unmount } = renderEditor(save);
    act(() => result.current.setTexts([{ key: '1:TX1', text: '7' }]));
    unmount();
    expect(sent(save)).toEqual([[['1:TX1', 7]]]);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(save).toHaveBeenCalledOnce();
  });

  it('leaves nothing to save when the screen is left with everything saved', async () => {
    const save = vi.fn(async (_pending: Pending) => {});
    const { unmount } = renderEditor(save);
    unmount();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(save).not.toHaveBeenCalled();
  });
});
