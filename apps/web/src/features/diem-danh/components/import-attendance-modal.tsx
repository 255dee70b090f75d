import {
  DIEM_DANH_IMPORT_COLUMNS,
  type NhapChamCongResult,
  type NhapDiemDanhResult,
} from '@hpl/shared/diem-danh/contract';
import { Alert, Flex, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImportRowProblemsTable, sheetColumns } from '../../../components/file-import';
import { groupImportErrors } from '../../../components/import-errors';
import { ImportPreviewModal } from '../../../components/import-preview-modal';
import { Statistic } from '../../../components/statistic';
import { useImportAttendanceSheet, useImportPunchLog } from '../api/import-attendance';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The school's attendance sheet (Mã học sinh | Ngày | Trạng thái | Ghi chú): all or nothing in one step (the server
 * checks and writes in one call) — a file with a bad row writes nothing and lists every bad cell by row and column.
 */
export function ImportAttendanceModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('diem-danh');
  const run = useImportAttendanceSheet();
  const columns = sheetColumns(DIEM_DANH_IMPORT_COLUMNS, i18n.language);
  return (
    <ImportPreviewModal<NhapDiemDanhResult>
      open={open}
      onClose={onClose}
      title={t('import.attendanceTitle')}
      width={860}
      accept={XLSX}
      hint={t('import.attendanceHint', { columns: columns.map((c) => c.title).join(' | ') })}
      text={{ drop: t('import.drop'), checking: t('import.working') }}
      check={(file) => run.mutateAsync(file)}
      renderPreview={(result) => {
        if (result.hopLe)
          return (
            <Alert
              type="success"
              showIcon
              title={t('import.attendanceDone', { count: result.soDongDaNhap, total: result.tongSoDong })}
            />
          );
        const groups = groupImportErrors(result.loi);
        return (
          <>
            <Alert
              type="error"
              showIcon
              title={t('import.attendanceInvalid', { rows: groups.length, total: result.tongSoDong })}
              description={t('import.fixAndRetry')}
            />
            <ImportRowProblemsTable columns={columns} groups={groups} rowProblemsTitle={t('import.rowProblems')} />
          </>
        );
      }}
    />
  );
}

/** The attendance machine's punch log (CSV or Excel): shows new and duplicate rows, unknown staff codes, bad rows. */
export function ImportPunchLogModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('diem-danh');
  const run = useImportPunchLog();
  return (
    <ImportPreviewModal<NhapChamCongResult>
      open={open}
      onClose={onClose}
      title={t('import.punchTitle')}
      width={720}
      accept={`.csv,text/csv,${XLSX}`}
      hint={t('import.punchHint')}
      text={{ drop: t('import.drop'), checking: t('import.working') }}
      check={(file) => run.mutateAsync(file)}
      renderPreview={(result) => (
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
                { title: t('common:import.table.row'), dataIndex: 'dong', key: 'dong', width: 72 },
                { title: t('import.problem'), dataIndex: 'thongBao', key: 'thongBao' },
              ]}
            />
          )}
        </>
      )}
    />
  );
}
