import { BarChartOutlined } from '@ant-design/icons';
import type { LopMonHocCam } from '@hpl/shared/diem-cam/ket-qua';
import { Alert, Button, Empty, Flex, Spin, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useCanOpen } from '../../../app/access';
import { SaveStatus } from '../../../components/grid/save-status';
import { Select } from '../../../components/select';
import { useResults } from '../api/get-results';
import { exportResults } from '../api/results-excel';
import { CommentsModal } from './comments-modal';
import { ImportResultsModal } from './import-results-modal';
import { ResultsGrid } from './results-grid';
import { useResultsEditor } from './use-results-editor';
import { WorkflowButtons } from './workflow-buttons';

const ANALYSIS = '/quanlydiemcam/phantichdiem';

/**
 * One Cambridge subject class's results: pick one of its exams (`?baiThi=` in the address), enter raw marks per
 * component in the keyboard grid (weighted total, grade and PUM live), move them through the workflow, export and
 * import Excel. The office's results screen puts a class picker before it (`classPicker`, given the editor's flush
 * so that a pending mark is saved before the class changes); a teacher's class page shows it for that class alone.
 */
export function ResultsWorkspace({
  lop,
  loadingClasses,
  hasClasses,
  classPicker,
  header,
}: {
  lop: LopMonHocCam | undefined;
  loadingClasses: boolean;
  hasClasses: boolean;
  classPicker?: (flush: () => Promise<void>) => ReactNode;
  header?: (book: { subTitle: string | undefined; status: ReactNode }) => ReactNode;
}) {
  const { t, i18n } = useTranslation('diem-cam');
  const navigate = useNavigate();
  const canAnalyse = useCanOpen(ANALYSIS);
  const [params, setParams] = useSearchParams();
  const examId =
    (lop?.baiThi.some((e) => e.id === Number(params.get('baiThi'))) ? Number(params.get('baiThi')) : null) ??
    lop?.baiThi[0]?.id ??
    null;
  const results = useResults(examId);
  const book = results.data;
  const editor = useResultsEditor(book, i18n.language);
  const [importing, setImporting] = useState(false);
  const [commenting, setCommenting] = useState(false);

  const pickExam = async (id: number) => {
    await editor.flush();
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        p.set('baiThi', String(id));
        return p;
      },
      { replace: true },
    );
  };
  const examOptions = (lop?.baiThi ?? []).map((e) => ({ value: e.id, label: e.ten }));

  return (
    <>
      {header?.({
        subTitle: book ? `${book.baiThi.tenMonHoc} · ${book.baiThi.tenLop} · ${book.baiThi.ten}` : undefined,
        status: <SaveStatus state={editor.saveState} invalid={editor.invalid} onRetry={() => void editor.flush()} />,
      })}
      <Flex vertical gap="middle">
        <Flex gap="small" wrap align="center">
          {classPicker?.(editor.flush)}
          <Select
            style={{ minWidth: 200, maxWidth: '100%' }}
            value={examId ?? undefined}
            options={examOptions}
            placeholder={t('page.pickExam')}
            aria-label={t('page.pickExam')}
            onChange={(id: number) => void pickExam(id)}
          />
          {book && <WorkflowButtons book={book} beforeMove={editor.flush} />}
          {!header && book && (
            <SaveStatus state={editor.saveState} invalid={editor.invalid} onRetry={() => void editor.flush()} />
          )}
        </Flex>
        {book && (
          <Flex gap="small" wrap>
            <Button onClick={() => void exportResults(book.baiThi.id, `${book.baiThi.tenLop}-${book.baiThi.ten}`)}>
              {t('page.export')}
            </Button>
            {book.quyen.nhapDiem && <Button onClick={() => setImporting(true)}>{t('page.import')}</Button>}
            {canAnalyse && (
              <Button icon={<BarChartOutlined />} onClick={() => navigate(`${ANALYSIS}?baiThi=${book.baiThi.id}`)}>
                {t('page.analysis')}
              </Button>
            )}
            {book.baiThi.trangThai !== 'daKhoa' && (
              <Button onClick={() => setCommenting(true)}>{t('comments.open')}</Button>
            )}
            <ImportResultsModal exam={book.baiThi} open={importing} onClose={() => setImporting(false)} />
            <CommentsModal examId={book.baiThi.id} open={commenting} onClose={() => setCommenting(false)} />
          </Flex>
        )}
        {book && !book.quyen.nhapDiem && (
          <Alert
            type="info"
            showIcon
            title={
              book.quyen.ngoaiThoiGian
                ? t('page.windowClosed')
                : book.baiThi.trangThai !== 'dangNhap'
                  ? t('page.notOpen', { state: t(`state.${book.baiThi.trangThai}`) })
                  : t('page.readOnly')
            }
          />
        )}
        {book?.caiDat.ghiChu && book.baiThi.trangThai === 'dangNhap' && (
          <Alert type="warning" showIcon title={t('page.returned', { note: book.caiDat.ghiChu })} />
        )}
        {book && !book.baiThi.nguongDiem && <Alert type="info" showIcon title={t('page.noThresholds')} />}
        <Typography.Text type="secondary">{t('grid.help')}</Typography.Text>
        {loadingClasses || results.isLoading ? (
          <Spin />
        ) : !book ? (
          <Empty description={hasClasses ? t('page.noExams') : t('page.noClasses')} />
        ) : book.hocSinh.length === 0 ? (
          <Empty description={t('page.noStudents')} />
        ) : (
          <ResultsGrid book={book} editor={editor} />
        )}
      </Flex>
    </>
  );
}
