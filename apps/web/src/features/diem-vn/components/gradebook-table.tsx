import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGridStyles } from '../../../components/grid/grid-styles';
import { useGridKeyboard } from '../../../components/grid/use-grid-keyboard';
import { type CellEditor, cellKey } from './use-cell-editor';

/**
 * One editable column of a diem-vn grid. Its cells are `kind` 'mark' (a secondary mark), 'code' (a primary rating, test
 * mark or quality: narrow, 16 characters) or 'text' (a comment: wide, left-aligned, keeps the caret where it is on
 * focus, 1000 characters).
 */
export interface GridColumn<S> {
  field: string;
  /** The content of the column's header cell. */
  header: ReactNode;
  kind?: 'mark' | 'code' | 'text';
  editable: (hocSinhId: number) => boolean;
  /** The accessible name of a student's cell. */
  label: (student: S) => string;
  /** The tooltip of a cell whose text is not valid. */
  invalidText: string;
  /** Given while the student's cell waits for a decision on a change request: it is marked and this is its tooltip. */
  pendingText?: (hocSinhId: number) => string | undefined;
}

interface GradebookTableProps<S extends { id: number; hoTen: string }> {
  /** The table's accessible name. */
  label: string;
  students: readonly S[];
  columns: readonly GridColumn<S>[];
  /** The term or rating point whose cells are shown. */
  period: string | number;
  // biome-ignore lint/suspicious/noExplicitAny: the table shows the texts of any circular's cells
  editor: CellEditor<any>;
  /** Whether a first column numbers the rows (default yes). */
  numbered?: boolean;
  onFocusCell?: (student: S, column: GridColumn<S>) => void;
  /** Columns after the editable ones (averages, the comment): their header cells and each student's cells. */
  trailing?: { head: ReactNode; cells: (student: S) => ReactNode };
}

/**
 * THE keyboard grid of diem-vn (the secondary marks of a term, the primary ratings and the qualities of a rating point):
 * a numbered row per student named in the first column, one `<input>` cell per column bound to the shared editor
 * (typing, a pasted block, undo, autosave) and to the grid keyboard (arrows, Enter), flagged while invalid, marked
 * while a change request waits; read-only cells are grey.
 */
export function GradebookTable<S extends { id: number; hoTen: string }>(props: GradebookTableProps<S>) {
  const { t } = useTranslation('diem-vn');
  const { students, columns, period, editor, numbered = true } = props;
  const styles = useGridStyles();
  const keyboard = useGridKeyboard({
    rowCount: students.length,
    colCount: columns.length,
    onUndo: () => editor.undo(),
    onPasteBlock: (block, row, col) =>
      editor.pasteBlock(
        block,
        { row, col },
        {
          pupils: students,
          fields: columns.map((c) => c.field),
          period,
          editable: (hocSinhId, field) => columns.find((c) => c.field === field)?.editable(hocSinhId) ?? false,
        },
      ),
  });

  return (
    <div style={styles.scroller}>
      <table aria-label={props.label} style={styles.table}>
        <thead>
          <tr>
            {numbered && <th style={{ ...styles.head, width: 40 }}>{t('grid.stt')}</th>}
            <th style={{ ...styles.head, textAlign: 'left', left: 0, zIndex: 2 }}>{t('grid.hoTen')}</th>
            {columns.map((c) => (
              <th key={c.field} style={styles.head}>
                {c.header}
              </th>
            ))}
            {props.trailing?.head}
          </tr>
        </thead>
        <tbody>
          {students.map((student, row) => (
            <tr key={student.id}>
              {numbered && <td style={{ ...styles.cell, textAlign: 'center', padding: 4 }}>{row + 1}</td>}
              <td style={{ ...styles.cell, padding: '4px 8px', whiteSpace: 'nowrap' }}>{student.hoTen}</td>
              {columns.map((column, col) => {
                const draft = editor.drafts.get(cellKey(student.id, period, column.field));
                const invalid = draft !== undefined && draft.value === undefined;
                const editable = column.editable(student.id);
                const pendingText = column.pendingText?.(student.id);
                const pending = pendingText !== undefined;
                const look = KIND_LOOK[column.kind ?? 'mark'];
                return (
                  <td key={column.field} style={{ ...styles.cell, ...look.cell }}>
                    <input
                      ref={keyboard.cellRef(row, col)}
                      value={draft?.text ?? ''}
                      readOnly={!editable}
                      maxLength={look.maxLength}
                      aria-label={column.label(student)}
                      aria-invalid={invalid || undefined}
                      data-cell={`${row}:${column.field}`}
                      data-pending={pending || undefined}
                      title={invalid ? column.invalidText : pendingText}
                      onChange={(e) => editor.setText(student.id, period, column.field, e.target.value)}
                      onKeyDown={(e) => keyboard.onKeyDown(e, row, col)}
                      onPaste={(e) => keyboard.onPaste(e, row, col)}
                      onFocus={(e) => {
                        if (look.selectOnFocus) e.currentTarget.select();
                        props.onFocusCell?.(student, column);
                      }}
                      style={{ ...styles.input({ editable, dirty: draft?.dirty, invalid, pending }), ...look.input }}
                    />
                  </td>
                );
              })}
              {props.trailing?.cells(student)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const KIND_LOOK: Record<
  NonNullable<GridColumn<unknown>['kind']>,
  { cell?: CSSProperties; input?: CSSProperties; maxLength?: number; selectOnFocus: boolean }
> = {
  mark: { selectOnFocus: true },
  code: { cell: { minWidth: 40 }, input: { minWidth: 36 }, maxLength: 16, selectOnFocus: true },
  text: {
    cell: { minWidth: 220, width: '50%' },
    input: { minWidth: 200, textAlign: 'left', padding: '0 6px' },
    maxLength: 1000,
    selectOnFocus: false,
  },
};
