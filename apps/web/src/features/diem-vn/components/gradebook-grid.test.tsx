import type { SoDiem } from '@hpl/shared/diem-vn/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowserApis } from '../../../test-support/jsdom-stubs';
import { GradebookGrid } from './gradebook-grid';
import { useGradebookEditor } from './use-gradebook-editor';

// The whole grid as the gradebook page renders it (columns, averages, comments), from a gradebook as the API answers
// it. The column definitions and the averages are built in one render: a helper used before its definition crashes
// only here, not in typecheck.

const column = (cot: 'TX1' | 'TX2' | 'GK' | 'CK', open: boolean) => ({
  cot,
  dangMo: open,
  moLuc: '2026-09-01T00:00:00Z',
  dongLuc: '2026-12-31T00:00:00Z',
  choPhepSua: open,
});
const mark = (hocKy: number, cot: 'TX1' | 'TX2' | 'GK' | 'CK', giaTri: number) => ({
  hocKy,
  cot,
  trangThai: 'diem' as const,
  giaTri,
  ketQua: null,
  version: 1,
});

const book: SoDiem = {
  lopMonHoc: {
    id: 11,
    tenLop: 'Toán 10A1',
    namHocId: 1,
    monHocId: 2,
    maMonHoc: 'TOAN',
    tenMonHoc: 'Toán',
    tenMonHocEn: 'Maths',
    khoiId: 10,
    tenKhoi: 'Khối 10',
    lopQuanLyId: 5,
    tenLopQuanLy: '10A1',
    hinhThucDanhGia: 'diem',
    soTietNam: 105,
    soDiemTx: 2,
    giaoVien: ['Cô Lan'],
    siSo: 2,
  },
  hocKy: [
    { hocKy: 1, cot: (['TX1', 'TX2', 'GK', 'CK'] as const).map((c) => column(c, true)), congBo: false, khoa: false },
    { hocKy: 2, cot: (['TX1', 'TX2', 'GK', 'CK'] as const).map((c) => column(c, false)), congBo: false, khoa: true },
  ],
  hocSinh: [
    {
      id: 7,
      maHocSinh: 'HS7',
      hoTen: 'Nguyễn An',
      o: [mark(1, 'TX1', 8), mark(1, 'TX2', 9), mark(1, 'GK', 7), mark(1, 'CK', 8)],
      nhanXet: [{ hocKy: 1, noiDung: 'Chăm chỉ', version: 1 }],
    },
    { id: 8, maHocSinh: 'HS8', hoTen: 'Trần Bình', o: [mark(1, 'TX1', 6)], nhanXet: [] },
  ],
  laGiaoVien: true,
  kiemTraLai: [],
  yeuCauChoDuyet: [{ hocSinhId: 8, hocKy: 1, cot: 'TX2' }],
};

function Grid({ hocKy }: { hocKy: number }) {
  const editor = useGradebookEditor(book, 'vi');
  return <GradebookGrid book={book} hocKy={hocKy} editor={editor} onFocusCell={() => {}} onOpenComment={() => {}} />;
}

function show(hocKy: number) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <Grid hocKy={hocKy} />
    </QueryClientProvider>,
  );
}
const row = (id: number) => document.querySelector(`[data-average="${id}"]`)?.closest('tr') as HTMLElement;

beforeAll(stubBrowserApis);
afterEach(cleanup);

describe('the gradebook grid of a secondary subject class', () => {
  it('renders every cell, the term average by the circular and what an empty average waits for', () => {
    show(1);
    expect(screen.getByRole('table', { name: 'Sổ điểm Toán 10A1, học kỳ 1' })).toBeTruthy();
    const cell = screen.getByRole('textbox', { name: 'Nguyễn An, cột GK' }) as HTMLInputElement;
    expect(cell.value).toBe('7');
    // (8 + 9 + 2·7 + 3·8) / 7 = 7.857… → 7,9
    expect(document.querySelector('[data-average="7"]')?.textContent).toBe('7,9');
    expect(document.querySelector('[data-average="8"]')?.textContent).toBe('chờ TX2, GK, CK');
    expect(within(row(7)).getByRole('button', { name: /Chăm chỉ/ })).toBeTruthy();
    expect(screen.getAllByRole('textbox')).toHaveLength(8);
  });

  it('shows term 2 of a locked term with the year average column and no typing', () => {
    show(2);
    expect(screen.getByRole('columnheader', { name: 'ĐTBmcn' })).toBeTruthy();
    const cell = screen.getByRole('textbox', { name: 'Nguyễn An, cột CK' }) as HTMLInputElement;
    expect(cell.readOnly).toBe(true);
  });
});
