import { useQueryClient } from '@tanstack/react-query';
import { Alert, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileDropZone, ImportProblemsTable } from '../../../components/file-import';
import { useCheckedImport } from '../../../components/use-checked-import';
import { importMarks } from '../api/import-marks';
import { diemVnKeys } from '../api/keys';

/**
 * Import of a term of the class's mark sheet: the file is checked first (nothing written) and the preview lists every
 * row's problem; only a file without problems can be imported, in one go.
 */
export function ImportMarksModal({
  lopMonHocId,
  hocKy,
  open,
  onClose,
}: {
  lopMonHocId: number;
  hocKy: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('diem-vn');
  const queryClient = useQueryClient();
  const checked = useCheckedImport(
    (chosen: File, dryRun: boolean) => importMarks(lopMonHocId, hocKy, chosen, dryRun),
    async () => {
      await queryClient.invalidateQueries({ queryKey: diemVnKeys.gradebook(lopMonHocId) });
      onClose();
    },
  );
  const { file, busy, preview, refused, reset } = checked;
  const canImport = !!file && !!preview && preview.loi.length === 0 && preview.soO > 0 && !busy;
  return (
    <Modal
      open={open}
      title={t('import.title', { term: hocKy })}
      okText={t('import.ok', { count: preview?.soO ?? 0 })}
      okButtonProps={{ disabled: !canImport, loading: busy && !!preview }}
      onOk={() => checked.apply()}
      onCancel={() => {
        reset();
        onClose();
      }}
      width={720}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('import.help')}</Typography.Paragraph>
      <FileDropZone
        accept=".xlsx"
        busy={busy}
        text={busy ? t('import.checking') : t('import.drop')}
        hint={t('import.hint')}
        onFile={checked.check}
      />
      {refused.length > 0 && <Alert type="error" showIcon title={refused.join(' ')} style={{ marginTop: 12 }} />}
      {preview && preview.loi.length === 0 && (
        <Alert
          type={preview.soO > 0 ? 'success' : 'info'}
          showIcon
          style={{ marginTop: 12 }}
          title={t('import.ready', { rows: preview.soDong, count: preview.soO })}
        />
      )}
      {preview && preview.loi.length > 0 && (
        <ImportProblemsTable
          title={t('import.errors', { count: preview.loi.length })}
          problems={preview.loi.map((e) => ({ ...e, cot: e.tenCot }))}
        />
      )}
    </Modal>
  );
}
