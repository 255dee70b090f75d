import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowserApis } from '../../../test-support/jsdom-stubs';
import { ReportFrame } from './report-frame';

type Subject = { lopMonHocId: number; tenMonHoc: string; tenMonHocEn: string | null; notes: string[] };
const subjects: Subject[] = [
  { lopMonHocId: 1, tenMonHoc: 'Toán', tenMonHocEn: 'Maths', notes: ['Chăm chỉ'] },
  { lopMonHocId: 2, tenMonHoc: 'Âm nhạc', tenMonHocEn: null, notes: [] },
];

function show() {
  return render(
    <ReportFrame
      student={{ hoTen: 'Nguyễn An', maHocSinh: 'HS001', lop: null }}
      subjects={subjects}
      periods={[
        { key: 'p1', title: 'Kỳ 1', render: (s) => `A${s.lopMonHocId}` },
        { key: 'p2', title: 'Kỳ 2', render: (s) => `B${s.lopMonHocId}` },
      ]}
      notes={(s) => s.notes.map((text, i) => ({ key: i, label: `Ghi chú ${i + 1}`, text }))}
    >
      <p>Tổng kết</p>
    </ReportFrame>,
  );
}

beforeAll(stubBrowserApis);
afterEach(cleanup);

// Rendering antd's table is slow on a busy machine.
describe('ReportFrame', { timeout: 30_000 }, () => {
  it('shows who, a subject row with a cell per period, then the circular’s own summaries', () => {
    show();
    expect(screen.getByText('Nguyễn An')).toBeTruthy();
    expect(screen.getByText('HS001')).toBeTruthy();
    const headers = [...document.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Môn học', 'Kỳ 1', 'Kỳ 2']));
    const row = document.querySelector('tr[data-row-key="1"]')!;
    expect([...row.querySelectorAll('td')].map((td) => td.textContent).slice(1)).toEqual(['Toán', 'A1', 'B1']);
    expect(screen.getByText('Tổng kết')).toBeTruthy();
  });

  it('opens a subject onto its notes; a subject without notes does not open', () => {
    show();
    const expanders = document.querySelectorAll('button.ant-table-row-expand-icon');
    expect(expanders.length).toBe(2);
    expect(expanders[1]!.className).toContain('ant-table-row-expand-icon-spaced');
    fireEvent.click(expanders[0]!);
    expect(screen.getByText('Ghi chú 1:')).toBeTruthy();
    expect(screen.getByText('Chăm chỉ')).toBeTruthy();
  });
});
