import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowserApis } from '../test-support/jsdom-stubs';
import { ExportButton } from './export-button';

beforeAll(stubBrowserApis);
afterEach(cleanup);

/** A download the test finishes or fails by hand. */
function pending() {
  let settle: { resolve: () => void; reject: (e: Error) => void } = { resolve: () => {}, reject: () => {} };
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, settle };
}

const busy = () => screen.getByRole('button').classList.contains('ant-btn-loading');

describe('the export button', () => {
  it('spins while the file is made and is usable again after it, or after a failure', async () => {
    const runs: ReturnType<typeof pending>[] = [];
    render(
      <ExportButton
        download={() => {
          runs.push(pending());
          return runs[runs.length - 1]!.promise;
        }}
      >
        Xuất Excel
      </ExportButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Xuất Excel/ }));
    expect(runs).toHaveLength(1);
    expect(busy()).toBe(true);
    await act(async () => runs[0]!.settle.resolve());
    expect(busy()).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: /Xuất Excel/ }));
    await act(async () => runs[1]!.settle.reject(new Error('refused')));
    expect(busy()).toBe(false);
    expect(runs).toHaveLength(2);
  });
});
