import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { stubBrowserApis } from '../test-support/jsdom-stubs';
import { ImportPreviewModal, type ImportWrite, writtenOr } from './import-preview-modal';

interface Preview {
  loi: string[];
  soDong: number;
  daLuu: boolean;
}

const TEXT = {
  drop: 'Kéo tệp vào đây',
  checking: 'Đang kiểm tra…',
  refused: 'Không nhập được',
};
const sheet = (name = 'a.xlsx') => new File(['x'], name);

async function choose(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

function modal(props: {
  check: (file: File) => Promise<Preview>;
  run?: (file: File, preview: Preview) => Promise<ImportWrite<Preview, Preview>>;
  done?: boolean;
  onClose?: () => void;
}) {
  return render(
    <ImportPreviewModal<Preview>
      open
      onClose={props.onClose ?? (() => {})}
      title="Nhập"
      width={600}
      accept=".xlsx"
      hint="Tối đa 200 dòng"
      text={TEXT}
      check={props.check}
      renderPreview={(p) => <p data-testid="preview">{p.loi.length ? p.loi.join('; ') : `${p.soDong} dòng hợp lệ`}</p>}
      confirm={
        props.run && {
          label: (p) => `Nhập ${p.soDong} dòng`,
          allowed: (p) => p.loi.length === 0,
          run: props.run,
          renderDone: props.done ? (r) => <p data-testid="done">Đã nhập {r.soDong}</p> : undefined,
        }
      }
    />,
  );
}

beforeAll(stubBrowserApis);
afterEach(cleanup);

describe('ImportPreviewModal', () => {
  it('checks the file as a dry run, then writes it on confirm and shows the result', async () => {
    const check = vi.fn(async () => ({ loi: [], soDong: 3, daLuu: false }));
    const run = vi.fn(async () => writtenOr({ loi: [], soDong: 3, daLuu: true }));
    modal({ check, run, done: true });
    const file = sheet();
    await choose(file);
    expect(check).toHaveBeenCalledWith(file);
    expect(screen.getByTestId('preview').textContent).toBe('3 dòng hợp lệ');
    expect(run).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Nhập 3 dòng' }));
    });
    expect(run).toHaveBeenCalledWith(file, { loi: [], soDong: 3, daLuu: false });
    await waitFor(() => expect(screen.getByTestId('done').textContent).toBe('Đã nhập 3'));
  });

  it('keeps confirm disabled while the file has problems, and another file can be chosen', async () => {
    const check = vi.fn(async (f: File) => ({
      loi: f.name === 'bad.xlsx' ? ['Dòng 2: thiếu mã'] : [],
      soDong: 2,
      daLuu: false,
    }));
    modal({ check, run: vi.fn() });
    await choose(sheet('bad.xlsx'));
    expect(screen.getByTestId('preview').textContent).toBe('Dòng 2: thiếu mã');
    expect(screen.getByRole('button', { name: /Nhập 2 dòng$/ }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Chọn tệp khác' }));
    expect(screen.queryByTestId('preview')).toBeNull();
    await choose(sheet('good.xlsx'));
    expect(screen.getByRole('button', { name: /Nhập 2 dòng$/ }).hasAttribute('disabled')).toBe(false);
  });

  it('shows a fresh preview when the write is refused, and closes after a write without a done view', async () => {
    const onClose = vi.fn();
    const run = vi
      .fn()
      .mockResolvedValueOnce(writtenOr({ loi: [], soDong: 2, daLuu: false }))
      .mockResolvedValueOnce(writtenOr({ loi: [], soDong: 2, daLuu: true }));
    modal({ check: async () => ({ loi: [], soDong: 1, daLuu: false }), run, onClose });
    await choose(sheet());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Nhập 1 dòng' }));
    });
    await waitFor(() => expect(screen.getByTestId('preview').textContent).toBe('2 dòng hợp lệ'));
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Nhập 2 dòng$/ }));
    });
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('shows the server’s messages when it refuses the file', async () => {
    modal({
      check: async () =>
        Promise.reject(new ApiError('Bad file', { status: 400, kind: 'http', errors: ['Tệp không phải .xlsx'] })),
      run: vi.fn(),
    });
    await choose(sheet());
    expect(screen.getByText('Không nhập được')).toBeTruthy();
    expect(screen.getByText('Tệp không phải .xlsx')).toBeTruthy();
    expect(screen.queryByTestId('preview')).toBeNull();
  });

  it('without a confirm step the answer is final and the drop zone stays for the next file', async () => {
    modal({ check: async () => ({ loi: [], soDong: 5, daLuu: true }) });
    await choose(sheet());
    expect(screen.getByTestId('preview').textContent).toBe('5 dòng hợp lệ');
    expect(screen.getByText('Kéo tệp vào đây')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Chọn tệp khác' })).toBeNull();
  });
});
