import type { BaiThiCam } from '@hpl/shared/diem-cam/contract';
import type { NhapKetQuaResult } from '@hpl/shared/diem-cam/ket-qua';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Modal, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileDropZone, ImportProblemsTable } from '../../../components/file-import';
import { useCheckedImport } from '../../../components/use-checked-import';
import { diemCamKetQuaKeys } from '../api/ket-qua-keys';
import { importResults } from '../api/results-excel';

/**
 * Import of an exam's raw marks from the layout of its Excel export: the file is checked first (nothing written), the
 * preview shows every row's problem or the results as they would be; only a file without problems is imported, in
 * one go.
 */
export function ImportResultsModal({ exam, open, onClose }: { exam: BaiThiCam; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('diem-cam-ket-qua');
  const queryClient = useQueryClient();
  const checked = useCheckedImport(
    (chosen: File, dryRun: boolean) => importResults(exam.id, chosen, dryRun),
    async () => {
      await queryClient.invalidateQueries({ queryKey: diemCamKetQuaKeys.all });
      onClose();
    },
  );
  const { file, busy, preview, refused, reset } = checked;
  const canImport = !!file && !!preview && preview.loi.length === 0 && preview.soThayDoi > 0 && !busy;
  return (
    <Modal
      open={open}
      title={t('import.title', { exam: exam.ten })}
      okText={t('import.ok', { count: preview?.soThayDoi ?? 0 })}
      okButtonProps={{ disabled: !canImport, loading: busy && !!preview }}
      onOk={() => checked.apply()}
      onCancel={() => {
        reset();
        onClose();
      }}
      width={760}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t('import.help', { components: exam.thanhPhan.map((c) => c.ten).join(', ') })}
      </Typography.Paragraph>
      <FileDropZone
        accept=".xlsx"
        busy={busy}
        text={busy ? t('import.checking') : t('import.drop')}
        hint={t('import.hint')}
        onFile={checked.check}
      />
      {refused.length > 0 && <Alert type="error" showIcon title={refused.join(' ')} style={{ marginTop: 12 }} />}
      {preview && preview.loi.length === 0 && (
        <>
          <Alert
            type={preview.soThayDoi > 0 ? 'success' : 'info'}
            showIcon
            style={{ marginTop: 12 }}
            title={t('import.ready', { rows: preview.soDong, count: preview.soThayDoi })}
          />
          <Table
            size="small"
            style={{ marginTop: 8 }}
            rowKey="hocSinhId"
            dataSource={preview.xemTruoc}
            pagination={false}
            scroll={{ y: 240, x: true }}
            columns={[
              { title: t('grid.hoTen'), dataIndex: 'hoTen' },
              ...exam.thanhPhan.map((c, i) => ({
                title: c.ten,
                key: `c${i}`,
                render: (_: unknown, r: NhapKetQuaResult['xemTruoc'][number]) => (r.vangThi ? '' : (r.diem[i] ?? '')),
              })),
              {
                title: t('grid.absent'),
                key: 'vang',
                render: (_: unknown, r: NhapKetQuaResult['xemTruoc'][number]) => (r.vangThi ? 'x' : ''),
              },
              { title: t('grid.totalShort'), dataIndex: 'tongDiem' },
              { title: t('grid.grade'), dataIndex: 'xepLoai' },
            ]}
          />
        </>
      )}
      {preview && preview.loi.length > 0 && (
        <ImportProblemsTable title={t('import.errors', { count: preview.loi.length })} problems={preview.loi} />
      )}
    </Modal>
  );
}
