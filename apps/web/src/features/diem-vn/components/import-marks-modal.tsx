import type { NhapDiemResult } from '@hpl/shared/diem-vn/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImportProblemsTable, ImportReadyAlert } from '../../../components/file-import';
import { ImportPreviewModal, writtenOr } from '../../../components/import-preview-modal';
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
  return (
    <ImportPreviewModal<NhapDiemResult>
      open={open}
      onClose={onClose}
      title={t('import.title', { term: hocKy })}
      width={720}
      accept=".xlsx"
      help={<Typography.Paragraph type="secondary">{t('import.help')}</Typography.Paragraph>}
      hint={t('import.hint')}
      check={(file) => importMarks(lopMonHocId, hocKy, file, true)}
      renderPreview={(preview) =>
        preview.loi.length === 0 ? (
          <ImportReadyAlert
            changes={preview.soO}
            title={t('import.ready', { rows: preview.soDong, count: preview.soO })}
          />
        ) : (
          <ImportProblemsTable
            title={t('import.errors', { count: preview.loi.length })}
            problems={preview.loi.map((e) => ({ ...e, cot: e.tenCot }))}
          />
        )
      }
      confirm={{
        label: (preview) => t('import.ok', { count: preview.soO }),
        allowed: (preview) => preview.loi.length === 0 && preview.soO > 0,
        run: async (file) => {
          const answer = await importMarks(lopMonHocId, hocKy, file, false);
          if (answer.daLuu) await queryClient.invalidateQueries({ queryKey: diemVnKeys.gradebook(lopMonHocId) });
          return writtenOr(answer);
        },
      }}
    />
  );
}
