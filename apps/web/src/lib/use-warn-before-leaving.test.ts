import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasUnsavedWork, hasWorkLostOnLeave, useWarnBeforeLeaving } from './use-warn-before-leaving';

describe('unsaved work', () => {
  it('tells work waiting to be sent from work that leaving would lose, and lets go of both', () => {
    const { rerender, unmount } = renderHook(
      ({ active, lost }: { active: boolean; lost: boolean }) => useWarnBeforeLeaving(active, lost),
      { initialProps: { active: true, lost: false } },
    );
    expect([hasUnsavedWork(), hasWorkLostOnLeave()]).toEqual([true, false]);
    rerender({ active: true, lost: true });
    expect([hasUnsavedWork(), hasWorkLostOnLeave()]).toEqual([true, true]);
    rerender({ active: false, lost: true });
    expect([hasUnsavedWork(), hasWorkLostOnLeave()]).toEqual([false, false]);
    rerender({ active: true, lost: true });
    unmount();
    expect([hasUnsavedWork(), hasWorkLostOnLeave()]).toEqual([false, false]);
  });
});
