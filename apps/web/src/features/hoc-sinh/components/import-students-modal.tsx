import { DownloadOutlined } from '@ant-design/icons';
import {
  HOC_SINH_IMPORT_COLUMNS,
  type HocSinhImportRow,
  IMPORT_MAX_BYTES,
  type NhapExcelXemTruoc,
  type TacVuNhap,
} from '@hpl/shared/hoc-sinh/contract';
import { Alert, Button, Flex, Result, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImportRowProblemsTable, sheetColumns } from '../../../components/file-import';
import { computeProgress, countErrorsByColumn, groupImportErrors } from '../../../components/import-errors';
import { ImportPreviewModal } from '../../../components/import-preview-modal';
import { NamedProgress } from '../../../components/named-progress';
import { saveBlob } from '../../../lib/api';
import {
  downloadImportTemplate,
  useCommitStudentImport,
  useImportJob,
  usePreviewStudentImport,
} from '../api/import-students';

const SPREADSHEET_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Excel import in two steps, all or nothing: the file is checked first (nothing imported) and either shows every bad
 * cell by row and column for the user to fix and upload again, or a preview to confirm; confirming imports every row
 * in one transaction while a progress bar follows the server's job.
 */
export function ImportStudentsModal({
  open,
  namHocId,
  onClose,
}: {
  open: boolean;
  namHocId: number | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('hoc-sinh');
  const previewMutation = usePreviewStudentImport();
  const commit = useCommitStudentImport();
  const columns = sheetColumns(HOC_SINH_IMPORT_COLUMNS, i18n.language);

  return (
    <ImportPreviewModal<NhapExcelXemTruoc, TacVuNhap>
      open={open}
      onClose={onClose}
      title={t('import.title')}
      width={1100}
      accept={SPREADSHEET_TYPES}
      hint={t('import.hint')}
      text={{ checking: t('import.checking') }}
      extra={
        <Button
          icon={<DownloadOutlined />}
          onClick={async () => saveBlob(await downloadImportTemplate(), t('import.templateFileName'))}
        >
          {t('import.template')}
        </Button>
      }
      precheck={(file) =>
        file.size > IMPORT_MAX_BYTES ? [t('import.tooLarge', { max: IMPORT_MAX_BYTES / 1024 / 1024 })] : null
      }
      check={(file) => previewMutation.mutateAsync({ file, namHocId })}
      renderPreview={(preview) => {
        if (!preview.hopLe) {
          const groups = groupImportErrors(preview.loi, preview.dong);
          return (
            <>
              <Alert
                type="error"
                showIcon
                title={t('import.invalid', {
                  rows: groups.length,
                  errors: preview.loi.length,
                  total: preview.tongSoDong,
                })}
                description={t('import.invalidHint')}
              />
              <Flex gap={4} wrap>
                {countErrorsByColumn(preview.loi).map((c) => (
                  <Tag key={c.cot} color="error">
                    {c.tenCot}: {c.count}
                  </Tag>
                ))}
              </Flex>
              <ImportRowProblemsTable columns={columns} groups={groups} rowProblemsTitle={t('import.rowProblems')} />
            </>
          );
        }
        return (
          <>
            <Alert
              type="success"
              showIcon
              title={t('import.valid', { total: preview.tongSoDong, file: preview.tenTep })}
              description={
                preview.dong.length < preview.tongSoDong
                  ? t('import.previewFirst', { count: preview.dong.length })
                  : undefined
              }
            />
            <Table<HocSinhImportRow>
              size="small"
              rowKey="dong"
              columns={[
                { title: t('common:import.table.row'), dataIndex: 'dong', key: 'dong', width: 72 },
                ...columns.map((c) => ({ title: c.title, dataIndex: c.key, key: c.key })),
              ]}
              dataSource={preview.dong}
              scroll={{ x: 'max-content', y: 420 }}
              pagination={{ pageSize: 50, showSizeChanger: false }}
            />
          </>
        );
      }}
      confirm={{
        label: (preview) => t('import.confirm', { count: preview.tongSoDong }),
        allowed: (preview) => preview.hopLe,
        run: async (_file, preview) => ({ saved: true, result: await commit.mutateAsync(preview.jobId) }),
        renderSaving: (preview) => <ImportProgress jobId={preview.jobId} total={preview.tongSoDong} />,
        renderDone: (result) => <Result status="success" title={t('import.done', { count: result.soDongDaNhap })} />,
      }}
    />
  );
}

/** The running import, following the server's job every second. */
function ImportProgress({ jobId, total }: { jobId: string; total: number }) {
  const { t } = useTranslation('hoc-sinh');
  const running = useImportJob(jobId, true).data;
  return (
    <Flex vertical gap="small" align="center" style={{ padding: 24 }}>
      <NamedProgress
        name={t('import.progress', { done: running?.soDongDaXuLy ?? 0, total: running?.tongSoDong ?? total })}
        type="circle"
        percent={running ? computeProgress(running.soDongDaXuLy, running.tongSoDong) : 0}
        status="active"
      />
      <Typography.Text>
        {t('import.progress', { done: running?.soDongDaXuLy ?? 0, total: running?.tongSoDong ?? total })}
      </Typography.Text>
      <Typography.Text type="secondary">{t('import.doNotClose')}</Typography.Text>
    </Flex>
  );
}
