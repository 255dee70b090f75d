import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { GradebookTable, type GridColumn } from './gradebook-table';
import { cellKey, useCellEditor } from './use-cell-editor';

type Student = { id: number; hoTen: string };
const students: Student[] = [
  { id: 7, hoTen: 'An' },
  { id: 8, hoTen: 'Bình' },
];
const source = { id: 1 };
const parse = (_field: string, text: string) =>
  text === ''
    ? { ok: true as const, value: null }
    : /^\d$/.test(text)
      ? { ok: true as const, value: text }
      : { ok: false as const };

function Grid(props: { numbered?: boolean; columns: GridColumn<Student>[]; trailing?: boolean }) {
  const editor = useCellEditor<string>({
    source,
    load: () => ({ cells: new Map([[cellKey(7, 'GK1', 'muc'), { text: '5', value: '5' }]]), versions: new Map() }),
    parse,
    save: async () => [],
    queryKey: ['grid'],
  });
  return (
    <GradebookTable
      label="Lưới"
      students={students}
      columns={props.columns}
      period="GK1"
      editor={editor}
      numbered={props.numbered}
      trailing={
        props.trailing
          ? { head: <th>Trung bình</th>, cells: (s) => <td data-average={s.id}>{s.id === 7 ? '5,0' : ''}</td> }
          : undefined
      }
    />
  );
}

const column = (field: string, extra: Partial<GridColumn<Student>> = {}): GridColumn<Student> => ({
  field,
  header: field.toUpperCase(),
  editable: () => true,
  label: (s) => `${field} của ${s.hoTen}`,
  invalidText: `${field} sai`,
  ...extra,
});

function show(ui: ReactNode) {
  const client = new QueryClient();
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}
const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

afterEach(cleanup);

// Rendering with antd's theme is slow on a busy machine.
describe('GradebookTable', { timeout: 30_000 }, () => {
  it('lays out a named table: numbered rows, the student, a labelled input per column, then the trailing columns', () => {
    show(<Grid columns={[column('muc'), column('nx', { kind: 'text' })]} trailing />);
    const table = screen.getByRole('table', { name: 'Lưới' });
    expect([...table.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      'STT',
      'Họ và tên',
      'MUC',
      'NX',
      'Trung bình',
    ]);
    expect(screen.getAllByRole('row')[1]!.textContent).toContain('1An');
    expect(input('muc của An').value).toBe('5');
    expect(input('muc của An').dataset.cell).toBe('0:muc');
    expect(input('nx của Bình').dataset.cell).toBe('1:nx');
    expect(input('nx của Bình').maxLength).toBe(1000);
    expect(document.querySelector('[data-average="7"]')?.textContent).toBe('5,0');
  });

  it('leaves the numbers out when asked', () => {
    show(<Grid numbered={false} columns={[column('muc')]} />);
    expect(screen.queryByText('STT')).toBeNull();
    const cells = screen.getAllByRole('row')[1]!.querySelectorAll('td');
    expect([...cells].map((td) => td.textContent)).toEqual(['An', '']);
  });

  it('types into the editor and flags a text that is not valid with the column’s reason', () => {
    show(<Grid columns={[column('muc')]} />);
    fireEvent.change(input('muc của Bình'), { target: { value: 'x' } });
    expect(input('muc của Bình').value).toBe('x');
    expect(input('muc của Bình').getAttribute('aria-invalid')).toBe('true');
    expect(input('muc của Bình').title).toBe('muc sai');
    expect(input('muc của An').getAttribute('aria-invalid')).toBeNull();
  });

  it('makes cells that are not editable read-only and marks those with a pending request', () => {
    show(
      <Grid
        columns={[
          column('muc', {
            editable: (id) => id === 7,
            pendingText: (id) => (id === 8 ? 'Đang chờ duyệt' : undefined),
          }),
        ]}
      />,
    );
    expect(input('muc của An').readOnly).toBe(false);
    expect(input('muc của Bình').readOnly).toBe(true);
    expect(input('muc của Bình').dataset.pending).toBe('true');
    expect(input('muc của Bình').title).toBe('Đang chờ duyệt');
    expect(input('muc của An').dataset.pending).toBeUndefined();
  });

  it('moves down with Enter and pastes a block into the editable cells only', () => {
    show(<Grid columns={[column('muc'), column('kt', { editable: () => false })]} />);
    input('muc của An').focus();
    fireEvent.keyDown(input('muc của An'), { key: 'Enter' });
    expect(document.activeElement).toBe(input('muc của Bình'));
    fireEvent.paste(input('muc của An'), {
      clipboardData: { getData: () => '1\t2\n3\t4' },
    });
    expect(input('muc của An').value).toBe('1');
    expect(input('muc của Bình').value).toBe('3');
    expect(input('kt của An').value).toBe('');
  });
});
