import { CommentOutlined } from '@ant-design/icons';
import type { SoDiem } from '@hpl/shared/diem-vn/contract';
import {
  type CellValue,
  missingForTermResult,
  termAverageOfCells,
  termResultOfCells,
  yearAverageOf,
  yearResultOf,
} from '@hpl/shared/grades-vn/gradebook';
import { Button, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGridStyles } from '../../../components/grid/grid-styles';
import { useFormat } from '../../../lib/format';
import { formatAverage } from './cell-text';
import { GradebookTable, type GridColumn } from './gradebook-table';
import { usePendingRequests } from './pending-requests';
import { cellKey } from './use-cell-editor';
import type { GradebookEditor } from './use-gradebook-editor';

export interface FocusedCell {
  hocSinhId: number;
  hocKy: number;
  cot: string;
  editable: boolean;
}

type Student = SoDiem['hocSinh'][number];

interface GridProps {
  book: SoDiem;
  hocKy: number;
  editor: GradebookEditor;
  onFocusCell: (cell: FocusedCell) => void;
  onOpenComment: (hocSinhId: number) => void;
}

/**
 * The keyboard-first mark grid of one term: arrows and Enter move, typing replaces, a block pasted from a spreadsheet
 * fills down (and right) from the cell, Ctrl+Z undoes. Cells outside an open window are read-only. Averages are
 * computed live by the shared rules the server stores with.
 */
export function GradebookGrid({ book, hocKy, editor, onFocusCell, onOpenComment }: GridProps) {
  const { t, i18n } = useTranslation('diem-vn');
  const format = useFormat();
  const term = book.hocKy.find((k) => k.hocKy === hocKy)!;
  const kind = book.lopMonHoc.hinhThucDanhGia;
  const regularCount = book.lopMonHoc.soDiemTx;
  const students = book.hocSinh;
  const retake = new Set(book.kiemTraLai);
  const requests = usePendingRequests(book.yeuCauChoDuyet);

  const valueAt = (hocSinhId: number, k: number, cot: string): CellValue | undefined => {
    const draft = editor.drafts.get(cellKey(hocSinhId, k, cot));
    return draft?.value ? (draft.value as CellValue) : undefined;
  };
  const cellsOf = (hocSinhId: number, k: number) => {
    const cells: Record<string, CellValue> = {};
    for (const cot of ['TX1', 'TX2', 'TX3', 'TX4', 'GK', 'CK', 'KTL']) {
      const v = valueAt(hocSinhId, k, cot);
      if (v) cells[cot] = v;
    }
    return cells;
  };

  const styles = useGridStyles();
  const { cell: cellStyle, head: headStyle } = styles;
  // Why a column takes no typing now: the term is locked, its entry window is shut (with its dates), or the caller
  // only reads this gradebook.
  const columnState = (c: (typeof term.cot)[number]) => {
    if (c.choPhepSua) return t('grid.windowOpen');
    if (term.khoa) return t('grid.termLockedColumn');
    if (!c.dangMo)
      return c.moLuc && c.dongLuc
        ? t('grid.windowClosedDates', { from: format.dateTime(c.moLuc), to: format.dateTime(c.dongLuc) })
        : t('grid.windowClosed');
    return t('grid.readOnlyColumn');
  };

  const columns: GridColumn<Student>[] = term.cot.map((c) => ({
    field: c.cot,
    header: (
      <Tooltip title={c.cot === 'KTL' ? `${columnState(c)} — ${t('grid.retakeOnly')}` : columnState(c)}>
        <span style={{ color: c.choPhepSua ? undefined : styles.token.colorTextTertiary }}>{t(`cot.${c.cot}`)}</span>
      </Tooltip>
    ),
    // KTL is writable only for the students who sit this subject's retake.
    editable: (hocSinhId) => c.choPhepSua && (c.cot !== 'KTL' || retake.has(hocSinhId)),
    label: (student) => t('grid.cellLabel', { name: student.hoTen, column: t(`cot.${c.cot}`) }),
    invalidText: t('grid.invalid'),
    pendingText: (hocSinhId) => (requests.has(hocSinhId, hocKy, c.cot) ? requests.text : undefined),
  }));

  const averages = (student: Student) => {
    const t1 = cellsOf(student.id, 1);
    const t2 = cellsOf(student.id, 2);
    const average =
      kind === 'diem'
        ? formatAverage(termAverageOfCells(hocKy === 1 ? t1 : t2, regularCount), i18n.language)
        : resultText(termResultOfCells(hocKy === 1 ? t1 : t2), t);
    const year =
      kind === 'diem'
        ? formatAverage(
            yearAverageOf(termAverageOfCells(t1, regularCount), termAverageOfCells(t2, regularCount), t2.KTL),
            i18n.language,
          )
        : resultText(yearResultOf(termResultOfCells(t2), t2.KTL), t);
    // An empty term result says what it waits for (GK, CK, a regular mark), rather than staying blank.
    const missing = average ? [] : missingForTermResult(hocKy === 1 ? t1 : t2, kind, regularCount);
    return { average, year, missing };
  };

  return (
    <GradebookTable
      label={t('grid.label', { name: book.lopMonHoc.tenLop, term: hocKy })}
      students={students}
      columns={columns}
      period={hocKy}
      editor={editor}
      onFocusCell={(student, column) =>
        onFocusCell({ hocSinhId: student.id, hocKy, cot: column.field, editable: column.editable(student.id) })
      }
      trailing={{
        head: (
          <>
            <th style={headStyle}>{kind === 'diem' ? t('grid.termAverage', { term: hocKy }) : t('grid.termResult')}</th>
            {hocKy === 2 && <th style={headStyle}>{kind === 'diem' ? t('grid.yearAverage') : t('grid.yearResult')}</th>}
            <th style={headStyle}>{t('grid.comment')}</th>
          </>
        ),
        cells: (student) => {
          const { average, year, missing } = averages(student);
          const comment = student.nhanXet.find((n) => n.hocKy === hocKy)?.noiDung;
          return (
            <>
              <td style={{ ...cellStyle, textAlign: 'center', fontWeight: 600 }} data-average={student.id}>
                {average ||
                  (missing.length > 0 && (
                    <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 400 }}>
                      {t('grid.waitingFor', { columns: missing.map((c) => t(`cot.${c}`)).join(', ') })}
                    </Typography.Text>
                  ))}
              </td>
              {hocKy === 2 && (
                <td style={{ ...cellStyle, textAlign: 'center', fontWeight: 600 }} data-year-average={student.id}>
                  {year}
                </td>
              )}
              <td style={{ ...cellStyle, padding: '0 4px', maxWidth: 260 }}>
                <Button
                  type="text"
                  size="small"
                  icon={<CommentOutlined />}
                  onClick={() => onOpenComment(student.id)}
                  style={{
                    maxWidth: 250,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    justifyContent: 'flex-start',
                  }}
                >
                  {comment ?? ''}
                  {/* Named by the comment it shows, then what it does (WCAG 2.5.3: the name holds the text). */}
                  <span className="visually-hidden">
                    {comment ? ' — ' : ''}
                    {t('grid.editComment', { name: student.hoTen })}
                  </span>
                </Button>
              </td>
            </>
          );
        },
      }}
    />
  );
}

function resultText(result: 'Đạt' | 'Chưa đạt' | null, t: (key: string) => string): string {
  if (!result) return '';
  return result === 'Đạt' ? t('ketQua.dat') : t('ketQua.chuaDat');
}
