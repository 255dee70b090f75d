import { DownloadOutlined } from '@ant-design/icons';
import {
  HOC_SINH_IMPORT_COLUMNS,
  type HocSinhImportRow,
  IMPORT_MAX_BYTES,
  type NhapExcelXemTruoc,
  type TacVuNhap,
} from '@hpl/shared/hoc-sinh/contract';
import { Alert, Button, Flex, Modal, Progress, Result, Steps, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropZone, ImportRefusedAlert, importErrorMessages } from '../../../components/file-import';
import {
  computeProgress,
  countErrorsByColumn,
  groupImportErrors,
  type RowProblems,
} from '../../../components/import-errors';
import { saveBlob } from '../../../lib/api';
import {
  downloadImportTemplate,
  useCommitStudentImport,
  useImportJob,
  usePreviewStudentImport,
} from '../api/import-students';

type Step = 'upload' | 'preview' | 'importing' | 'done';

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
  const en = i18n.language.startsWith('en');
  const [step, setStep] = useState<Step>('upload');
  const [preview, setPreview] = useState<NhapExcelXemTruoc | null>(null);
  const [result, setResult] = useState<TacVuNhap | null>(null);
  const [failure, setFailure] = useState<string[] | null>(null);
  const previewMutation = usePreviewStudentImport();
  const commit = useCommitStudentImport();
  const job = useImportJob(preview?.jobId ?? null, step === 'importing');

  const reset = () => {
    setStep('upload');
    setPreview(null);
    setResult(null);
    setFailure(null);
  };
  const close = () => {
    if (step === 'importing') return;
    reset();
    onClose();
  };

  const upload = async (file: File) => {
    setFailure(null);
    if (file.size > IMPORT_MAX_BYTES) {
      setFailure([t('import.tooLarge', { max: IMPORT_MAX_BYTES / 1024 / 1024 })]);
      return;
    }
    try {
      const answer = await previewMutation.mutateAsync({ file, namHocId });
      setPreview(answer);
      setStep('preview');
    } catch (error) {
      setFailure(importErrorMessages(error));
    }
  };

  const confirm = async () => {
    if (!preview) return;
    setStep('importing');
    setFailure(null);
    try {
      setResult(await commit.mutateAsync(preview.jobId));
      setStep('done');
    } catch (error) {
      setFailure(importErrorMessages(error));
      setStep('preview');
    }
  };

  const label = (c: (typeof HOC_SINH_IMPORT_COLUMNS)[number]) => (en ? c.en : c.vi);
  const groups = preview ? groupImportErrors(preview.loi, preview.dong) : [];
  const errorColumns: ColumnsType<RowProblems> = [
    { title: t('import.row'), dataIndex: 'dong', key: 'dong', fixed: 'left', width: 72 },
    ...HOC_SINH_IMPORT_COLUMNS.map((c) => ({
      title: label(c),
      key: c.key,
      render: (_: unknown, r: RowProblems) => {
        const value = r.row?.[c.key as keyof HocSinhImportRow];
        const problems = r.byColumn[c.key];
        return (
          <Flex vertical gap={2}>
            {value !== undefined && value !== null && <span>{String(value)}</span>}
            {problems?.map((m) => (
              <Typography.Text key={m} type="danger" style={{ fontSize: 12 }}>
                {m}
              </Typography.Text>
            ))}
          </Flex>
        );
      },
      onCell: (r: RowProblems) => (r.byColumn[c.key] ? { style: { background: 'rgba(255, 77, 79, 0.12)' } } : {}),
    })),
    {
      title: t('import.rowProblems'),
      key: 'general',
      render: (_: unknown, r: RowProblems) =>
        r.general.map((m) => (
          <Typography.Text key={m} type="danger" style={{ display: 'block', fontSize: 12 }}>
            {m}
          </Typography.Text>
        )),
    },
  ];
  const previewColumns: ColumnsType<HocSinhImportRow> = [
    { title: t('import.row'), dataIndex: 'dong', key: 'dong', width: 72 },
    ...HOC_SINH_IMPORT_COLUMNS.map((c) => ({ title: label(c), dataIndex: c.key, key: c.key })),
  ];

  const running = job.data;
  const percent = running ? computeProgress(running.soDongDaXuLy, running.tongSoDong) : 0;
  const stepIndex = { upload: 0, preview: 1, importing: 2, done: 2 }[step];

  return (
    <Modal
      open={open}
      title={t('import.title')}
      onCancel={close}
      closable={step !== 'importing'}
      mask={{ closable: false }}
      width={1100}
      destroyOnHidden
      footer={
        step === 'preview' ? (
          <Flex justify="end" gap="small" wrap>
            <Button onClick={reset}>{t('import.chooseAnother')}</Button>
            <Button type="primary" disabled={!preview?.hopLe} onClick={confirm}>
              {t('import.confirm', { count: preview?.tongSoDong ?? 0 })}
            </Button>
          </Flex>
        ) : step === 'done' ? (
          <Button type="primary" onClick={close}>
            {t('common:action.close')}
          </Button>
        ) : null
      }
    >
      <Flex vertical gap="middle">
        <Steps
          size="small"
          current={stepIndex}
          items={[
            { title: t('import.stepUpload') },
            { title: t('import.stepCheck') },
            { title: t('import.stepImport') },
          ]}
        />
        <ImportRefusedAlert title={t('import.refused')} messages={failure} />

        {step === 'upload' && (
          <>
            <FileDropZone
              accept={SPREADSHEET_TYPES}
              busy={previewMutation.isPending}
              text={previewMutation.isPending ? t('import.checking') : t('import.drop')}
              hint={t('import.hint')}
              onFile={(file) => void upload(file)}
            />
            <Button
              icon={<DownloadOutlined />}
              onClick={async () => saveBlob(await downloadImportTemplate(), t('import.templateFileName'))}
            >
              {t('import.template')}
            </Button>
          </>
        )}

        {step === 'preview' && preview && !preview.hopLe && (
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
            <Table<RowProblems>
              size="small"
              rowKey="dong"
              columns={errorColumns}
              dataSource={groups}
              scroll={{ x: 'max-content', y: 420 }}
              pagination={{ pageSize: 50, showSizeChanger: false }}
            />
          </>
        )}

        {step === 'preview' && preview?.hopLe && (
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
              columns={previewColumns}
              dataSource={preview.dong}
              scroll={{ x: 'max-content', y: 420 }}
              pagination={{ pageSize: 50, showSizeChanger: false }}
            />
          </>
        )}

        {step === 'importing' && (
          <Flex vertical gap="small" align="center" style={{ padding: 24 }}>
            <Progress type="circle" percent={percent} status="active" />
            <Typography.Text>
              {t('import.progress', {
                done: running?.soDongDaXuLy ?? 0,
                total: running?.tongSoDong ?? preview?.tongSoDong ?? 0,
              })}
            </Typography.Text>
            <Typography.Text type="secondary">{t('import.doNotClose')}</Typography.Text>
          </Flex>
        )}

        {step === 'done' && result && (
          <Result status="success" title={t('import.done', { count: result.soDongDaNhap })} />
        )}
      </Flex>
    </Modal>
  );
}
