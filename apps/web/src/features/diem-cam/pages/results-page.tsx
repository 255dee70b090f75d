import { BarChartOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SaveStatus } from '../../../components/grid/save-status';
import { PageHeader } from '../../../components/page-header';
import { Select } from '../../../components/select';
import { useResults } from '../api/get-results';
import { useCambridgeClasses } from '../api/list-cambridge-classes';
import { exportResults } from '../api/results-excel';
import { CommentsModal } from '../components/comments-modal';
import { ImportResultsModal } from '../components/import-results-modal';
import { ResultsGrid } from '../components/results-grid';
import { useResultsEditor } from '../components/use-results-editor';
import { WorkflowButtons } from '../components/workflow-buttons';

/**
 * `quanlydiemcam/quanlyketquadiemthicam`: pick a Cambridge subject class and one of its exams, enter raw marks per
 * component in a keyboard grid (weighted total, grade and PUM live), move the marks through the workflow, export
 * and import Excel. `?lop=&baiThi=` opens an exam.
 */
export default function ResultsPage() {
  const { t, i18n } = useTranslation('diem-cam');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const classes = useCambridgeClasses();
  const lopId = Number(params.get('lop')) || classes.data?.find((c) => c.baiThi.length > 0)?.id || null;
  const lop = classes.data?.find((c) => c.id === lopId);
  const examId = Number(params.get('baiThi')) || lop?.baiThi[0]?.id || null;
  const results = useResults(examId);
  const book = results.data;
  const editor = useResultsEditor(book, i18n.language);
  const [importing, setImporting] = useState(false);
  const [commenting, setCommenting] = useState(false);
  const { t: tp } = useTranslation('diem-cam');

  const pick = async (next: { lop?: number; baiThi?: number }) => {
    await editor.flush();
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        if (next.lop !== undefined) {
          p.set('lop', String(next.lop));
          p.delete('baiThi');
        }
        if (next.baiThi !== undefined) p.set('baiThi', String(next.baiThi));
        return p;
      },
      { replace: true },
    );
  };

  const classOptions = useMemo(
    () =>
      (classes.data ?? []).map((c) => ({
        value: c.id,
        label: `${c.tenMonHoc}${c.maSyllabus ? ` (${c.maSyllabus})` : ''} · ${c.tenLop}`,
      })),
    [classes.data],
  );
  const examOptions = (lop?.baiThi ?? []).map((e) => ({ value: e.id, label: e.ten }));

  return (
    <>
      <PageHeader
        subTitle={book ? `${book.baiThi.tenMonHoc} · ${book.baiThi.tenLop} · ${book.baiThi.ten}` : undefined}
        extra={<SaveStatus state={editor.saveState} invalid={editor.invalid} onRetry={() => void editor.flush()} />}
      />
      <Flex vertical gap="middle">
        <Flex gap="small" wrap align="center">
          <Select
            style={{ minWidth: 240, maxWidth: '100%' }}
            value={lopId ?? undefined}
            options={classOptions}
            loading={classes.isLoading}
            placeholder={t('page.pickClass')}
            aria-label={t('page.pickClass')}
            onChange={(id: number) => void pick({ lop: id })}
            showSearch={{ optionFilterProp: 'label' }}
          />
          <Select
            style={{ minWidth: 200, maxWidth: '100%' }}
            value={examId ?? undefined}
            options={examOptions}
            placeholder={t('page.pickExam')}
            aria-label={t('page.pickExam')}
            onChange={(id: number) => void pick({ baiThi: id })}
          />
          {book && <WorkflowButtons book={book} beforeMove={editor.flush} />}
        </Flex>
        {book && (
          <Flex gap="small" wrap>
            <Button onClick={() => void exportResults(book.baiThi.id, `${book.baiThi.tenLop}-${book.baiThi.ten}`)}>
              {t('page.export')}
            </Button>
            {book.quyen.nhapDiem && <Button onClick={() => setImporting(true)}>{t('page.import')}</Button>}
            <Button
              icon={<BarChartOutlined />}
              onClick={() => navigate(`/quanlydiemcam/phantichdiem?baiThi=${book.baiThi.id}`)}
            >
              {t('page.analysis')}
            </Button>
            {book.baiThi.trangThai !== 'daKhoa' && (
              <Button onClick={() => setCommenting(true)}>{tp('comments.open')}</Button>
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
        {classes.isLoading || results.isLoading ? (
          <Spin />
        ) : !book ? (
          <Empty description={classes.data?.length ? t('page.noExams') : t('page.noClasses')} />
        ) : book.hocSinh.length === 0 ? (
          <Empty description={t('page.noStudents')} />
        ) : (
          <ResultsGrid book={book} editor={editor} />
        )}
      </Flex>
    </>
  );
}
