import type { NhapDiemResult } from '@hpl/shared/diem-vn/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropZone, ImportProblemsTable, importErrorMessages } from '../../../components/file-import';
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
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<NhapDiemResult | null>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const reset = () => {
    setFile(null);
    setPreview(null);
    setRefused([]);
  };
  const run = async (chosen: File, dryRun: boolean) => {
    setBusy(true);
    setRefused([]);
    try {
      const result = await importMarks(lopMonHocId, hocKy, chosen, dryRun);
      setPreview(result);
      if (result.daLuu) {
        await queryClient.invalidateQueries({ queryKey: diemVnKeys.gradebook(lopMonHocId) });
        reset();
        onClose();
      }
    } catch (error) {
      setPreview(null);
      setRefused(importErrorMessages(error));
    } finally {
      setBusy(false);
    }
  };
  const canImport = !!file && !!preview && preview.loi.length === 0 && preview.soO > 0 && !busy;
  return (
    <Modal
      open={open}
      title={t('import.title', { term: hocKy })}
      okText={t('import.ok', { count: preview?.soO ?? 0 })}
      okButtonProps={{ disabled: !canImport, loading: busy && !!preview }}
      onOk={() => file && run(file, false)}
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
        onFile={(chosen) => {
          setFile(chosen);
          void run(chosen, true);
        }}
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
