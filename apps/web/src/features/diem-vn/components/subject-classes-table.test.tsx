import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowserApis } from '../../../test-support/jsdom-stubs';
import { SubjectClassesTable } from './subject-classes-table';

const rows = [{ id: 5, tenLopQuanLy: '10A1', tenMonHoc: 'Toán', giaoVien: ['Cô Lan', 'Thầy Minh'], siSo: 40 }];

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function show() {
  return render(
    <MemoryRouter initialEntries={['/list']}>
      <Routes>
        <Route
          path="/list"
          element={
            <SubjectClassesTable
              rows={rows}
              loading={false}
              progress={() => [
                { key: 'TX1', label: 'TX1', tip: '30/40', done: 30, due: 40 },
                { key: 'GK', label: 'GK', tip: '0/0', done: 0, due: 0 },
              ]}
              state={() => <span>Đã khoá</span>}
              href={(c) => `/book?lop=${c.id}`}
            />
          }
        />
        <Route path="/book" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeAll(stubBrowserApis);
afterEach(cleanup);

// Rendering antd's table is slow on a busy machine.
describe('SubjectClassesTable', { timeout: 30_000 }, () => {
  it('lists a class with its teachers, size, progress rings named by what they measure and its state', () => {
    show();
    const cells = [...document.querySelectorAll('tr[data-row-key="5"] td')].map((td) => td.textContent);
    expect(cells.slice(0, 4)).toEqual(['10A1', 'Toán', 'Cô Lan, Thầy Minh', '40']);
    expect(screen.getByLabelText('TX1: 30/40').getAttribute('aria-valuenow')).toBe('75');
    expect(screen.getByLabelText('GK: 0/0').getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText('Đã khoá')).toBeTruthy();
  });

  it('opens the class’s gradebook from its named button', () => {
    show();
    fireEvent.click(screen.getByLabelText(/Toán 10A1/));
    expect(screen.getByTestId('where').textContent).toBe('/book?lop=5');
  });
});
