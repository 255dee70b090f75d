import type { BangDiemCam } from '@hpl/shared/diem-cam/ket-qua';
import { ketQuaOf } from '@hpl/shared/diem-cam/ket-qua';
import { useTranslation } from 'react-i18next';
import { useGridStyles } from '../../../components/grid/grid-styles';
import { useGridKeyboard } from '../../../components/grid/use-grid-keyboard';
import { formatRawMark } from './mark-text';
import { ABSENT, type ResultsEditor, resultKey } from './use-results-editor';

/**
 * The keyboard grid of an exam's raw marks (the shared grid keyboard: arrows and Enter move, a column pasted from a
 * spreadsheet fills down, Ctrl+Z undoes): one column per component and the absent mark; the weighted total, grade
 * and PUM are computed live with the shared rules the server stores with. Read-only when the marks are not open to me.
 */
export function ResultsGrid({ book, editor }: { book: BangDiemCam; editor: ResultsEditor }) {
  const { t, i18n } = useTranslation('diem-cam');
  const exam = book.baiThi;
  const students = book.hocSinh;
  const editable = book.quyen.nhapDiem;
  const columns: (number | typeof ABSENT)[] = [...exam.thanhPhan.map((_, i) => i), ABSENT];

  const keyboard = useGridKeyboard({
    rowCount: students.length,
    colCount: columns.length,
    onUndo: () => editor.undo(),
    onPasteBlock: (block, row, col) => {
      if (!editable) return;
      const changes: { key: string; text: string }[] = [];
      block.forEach((cells, i) => {
        const student = students[row + i];
        if (!student) return;
        cells.forEach((text, j) => {
          const column = columns[col + j];
          if (column !== undefined) changes.push({ key: resultKey(student.hocSinhId, column), text: text.trim() });
        });
      });
      editor.setTexts(changes);
    },
  });

  const cellValue = (hocSinhId: number, column: number | typeof ABSENT) =>
    editor.drafts.get(resultKey(hocSinhId, column))?.value;

  const styles = useGridStyles();
  const cellStyle = styles.cell;
  const headStyle = styles.head;
  const headOf = (column: number | typeof ABSENT) =>
    column === ABSENT
      ? t('grid.absent')
      : t('grid.component', {
          name: exam.thanhPhan[column]!.ten,
          max: exam.thanhPhan[column]!.diemToiDa,
          weight: exam.thanhPhan[column]!.trongSo,
        });

  return (
    <div style={styles.scroller}>
      <table aria-label={t('grid.label', { exam: exam.ten, name: exam.tenLop })} style={styles.table}>
        <thead>
          <tr>
            <th style={{ ...headStyle, width: 40 }}>{t('grid.stt')}</th>
            <th style={{ ...headStyle, textAlign: 'left' }}>{t('grid.hoTen')}</th>
            {columns.map((c) => (
              <th key={c} style={headStyle}>
                {headOf(c)}
              </th>
            ))}
            <th style={headStyle}>{t('grid.total', { max: exam.tongToiDa })}</th>
            <th style={headStyle}>{t('grid.grade')}</th>
            <th style={headStyle}>{t('grid.pum')}</th>
          </tr>
        </thead>
        <tbody>
          {students.map((student, row) => {
            const diem = exam.thanhPhan.map((_, i) => {
              const v = cellValue(student.hocSinhId, i);
              return typeof v === 'number' ? v : null;
            });
            const result = ketQuaOf(
              exam.thanhPhan,
              exam.nguongDiem,
              diem,
              cellValue(student.hocSinhId, ABSENT) === true,
            );
            return (
              <tr key={student.hocSinhId}>
                <td style={{ ...cellStyle, textAlign: 'center', padding: 4 }}>{row + 1}</td>
                <td style={{ ...cellStyle, padding: '4px 8px', whiteSpace: 'nowrap' }}>{student.hoTen}</td>
                {columns.map((column, col) => {
                  const draft = editor.drafts.get(resultKey(student.hocSinhId, column));
                  const invalid = draft !== undefined && draft.value === undefined;
                  return (
                    <td key={column} style={cellStyle}>
                      <input
                        ref={keyboard.cellRef(row, col)}
                        value={draft?.text ?? ''}
                        readOnly={!editable}
                        aria-label={t('grid.cellLabel', { name: student.hoTen, column: headOf(column) })}
                        aria-invalid={invalid || undefined}
                        data-cell={`${row}:${column}`}
                        title={
                          invalid
                            ? column === ABSENT
                              ? t('grid.invalidAbsent')
                              : t('grid.invalidMark', { max: exam.thanhPhan[column]!.diemToiDa })
                            : undefined
                        }
                        onChange={(e) =>
                          editor.setTexts([{ key: resultKey(student.hocSinhId, column), text: e.target.value }])
                        }
                        onKeyDown={(e) => keyboard.onKeyDown(e, row, col)}
                        onPaste={(e) => keyboard.onPaste(e, row, col)}
                        onFocus={(e) => e.currentTarget.select()}
                        style={styles.input({ editable, dirty: draft?.dirty, invalid })}
                      />
                    </td>
                  );
                })}
                <td style={{ ...cellStyle, textAlign: 'center', fontWeight: 600 }} data-total={student.hocSinhId}>
                  {formatRawMark(result.tongDiem, i18n.language)}
                </td>
                <td style={{ ...cellStyle, textAlign: 'center', fontWeight: 600 }} data-grade={student.hocSinhId}>
                  {result.xepLoai ?? ''}
                </td>
                <td style={{ ...cellStyle, textAlign: 'center' }} data-pum={student.hocSinhId}>
                  {result.pum ?? ''}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
