import {
  DIEM_DANH_IMPORT_COLUMNS,
  type NhapChamCongResult,
  type NhapDiemDanhResult,
} from '@hpl/shared/diem-danh/contract';
import { Alert, Flex, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropZone, ImportRefusedAlert, importErrorMessages } from '../../../components/file-import';

import { groupImportErrors, type RowProblems } from '../../../components/import-errors';
import { Statistic } from '../../../components/statistic';

import { useImportAttendanceSheet, useImportPunchLog } from '../api/import-attendance';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * One file at a time: the last result or the server's refusal, both cleared when a new file comes and when the modal
 * closes (it cannot close while the upload runs).
 */
function useFileImport<R>(
  mutation: { mutateAsync: (file: File) => Promise<R>; isPending: boolean },
  onClose: () => void,
) {
  const [result, setResult] = useState<R | null>(null);
  const [failure, setFailure] = useState<string[] | null>(null);
  const upload = async (file: File) => {
    setResult(null);
    setFailure(null);
    try {
      setResult(await mutation.mutateAsync(file));
    } catch (error) {
      setFailure(importErrorMessages(error));
    }
  };
  const close = () => {
    if (mutation.isPending) return;
    setResult(null);
    setFailure(null);
    onClose();
  };
  return { result, failure, upload, close };
}

/**
 * The school's attendance sheet (Mã học sinh | Ngày | Trạng thái | Ghi chú): all or nothing — a file with a bad row
 * writes nothing and lists every bad cell by row and column.
 */
export function ImportAttendanceModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('diem-danh');
  const en = i18n.language.startsWith('en');
  const run = useImportAttendanceSheet();
  const { result, failure, upload, close } = useFileImport<NhapDiemDanhResult>(run, onClose);
  const groups = result && !result.hopLe ? groupImportErrors(result.loi) : [];

  return (
    <Modal open={open} title={t('import.attendanceTitle')} onCancel={close} footer={null} width={860} destroyOnHidden>
      <Flex vertical gap="middle">
        <FileDropZone
          accept={XLSX}
          busy={run.isPending}
          text={run.isPending ? t('import.working') : t('import.drop')}
          onFile={upload}
          hint={t('import.attendanceHint', {
            columns: DIEM_DANH_IMPORT_COLUMNS.map((c) => (en ? c.en : c.vi)).join(' | '),
          })}
        />
        <ImportRefusedAlert title={t('import.refused')} messages={failure} />
        {result?.hopLe && (
          <Alert
            type="success"
            showIcon
            title={t('import.attendanceDone', { count: result.soDongDaNhap, total: result.tongSoDong })}
          />
        )}
        {result && !result.hopLe && (
          <>
            <Alert
              type="error"
              showIcon
              title={t('import.attendanceInvalid', { rows: groups.length, total: result.tongSoDong })}
              description={t('import.fixAndRetry')}
            />
            <Table<RowProblems>
              size="small"
              rowKey="dong"
              dataSource={groups}
              scroll={{ x: 'max-content', y: 360 }}
              pagination={{ pageSize: 50, showSizeChanger: false }}
              columns={[
                { title: t('import.row'), dataIndex: 'dong', key: 'dong', width: 72 },
                ...DIEM_DANH_IMPORT_COLUMNS.map((c) => ({
                  title: en ? c.en : c.vi,
                  key: c.key,
                  render: (_: unknown, r: RowProblems) =>
                    r.byColumn[c.key]?.map((m) => (
                      <Typography.Text key={m} type="danger" style={{ display: 'block', fontSize: 12 }}>
                        {m}
                      </Typography.Text>
                    )),
                })),
                {
                  title: t('import.rowProblems'),
                  key: 'general',
                  render: (_: unknown, r: RowProblems) => r.general.join(' '),
                },
              ]}
            />
          </>
        )}
      </Flex>
    </Modal>
  );
}

/** The attendance machine's punch log (CSV or Excel): shows new and duplicate rows, unknown staff codes, bad rows. */
export function ImportPunchLogModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('diem-danh');
  const run = useImportPunchLog();
  const { result, failure, upload, close } = useFileImport<NhapChamCongResult>(run, onClose);

  return (
    <Modal open={open} title={t('import.punchTitle')} onCancel={close} footer={null} width={720} destroyOnHidden>
      <Flex vertical gap="middle">
        <FileDropZone
          accept={`.csv,text/csv,${XLSX}`}
          busy={run.isPending}
          text={run.isPending ? t('import.working') : t('import.drop')}
          onFile={upload}
          hint={t('import.punchHint')}
        />
        <ImportRefusedAlert title={t('import.refused')} messages={failure} />
        {result && (
          <>
            <Flex gap="large" wrap>
              <Statistic title={t('import.rows')} value={result.tongSoDong} />
              <Statistic
                title={t('import.inserted')}
                value={result.soDongMoi}
                styles={{ content: { color: '#52c41a' } }}
              />
              <Statistic title={t('import.duplicates')} value={result.soDongTrung} />
              <Statistic
                title={t('import.badRows')}
                value={result.dongLoi.length}
                styles={{ content: result.dongLoi.length ? { color: '#ff4d4f' } : undefined }}
              />
            </Flex>
            {result.soDongMoi === 0 && result.soDongTrung > 0 && (
              <Alert type="info" showIcon title={t('import.nothingNew')} />
            )}
            {result.maKhongXacDinh.length > 0 && (
              <Alert
                type="warning"
                showIcon
                title={t('import.unknownCodes')}
                description={result.maKhongXacDinh.join(', ')}
              />
            )}
            {result.dongLoi.length > 0 && (
              <Table
                size="small"
                rowKey="dong"
                dataSource={result.dongLoi}
                pagination={{ pageSize: 20, showSizeChanger: false }}
                columns={[
                  { title: t('import.row'), dataIndex: 'dong', key: 'dong', width: 72 },
                  { title: t('import.problem'), dataIndex: 'thongBao', key: 'thongBao' },
                ]}
              />
            )}
          </>
        )}
      </Flex>
    </Modal>
  );
}
