import type { KhaoSatGiaoVien, NhapKhaoSatResult } from '@hpl/shared/khao-sat-giao-vien/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImportProblemsTable, ImportReadyAlert } from '../../../components/file-import';
import { ImportPreviewModal, writtenOr } from '../../../components/import-preview-modal';
import { importSurveyAnswers } from '../api/import';
import { khaoSatKeys } from '../api/keys';

/**
 * Import of an external survey form's spreadsheet export into a campaign: checked first (nothing written), every
 * row's problem listed; only a file without problems is imported, in one go.
 */
export function ImportAnswersModal({
  campaign,
  open,
  onClose,
}: {
  campaign: KhaoSatGiaoVien;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('khao-sat-giao-vien');
  const queryClient = useQueryClient();
  return (
    <ImportPreviewModal<NhapKhaoSatResult>
      open={open}
      onClose={onClose}
      title={t('import.title', { name: campaign.ten })}
      width={680}
      accept=".xlsx,.csv"
      help={
        <Typography.Paragraph type="secondary">{t('import.help', { n: campaign.cauHoi.length })}</Typography.Paragraph>
      }
      hint={t('import.hint')}
      text={{ drop: t('import.drop') }}
      check={(file) => importSurveyAnswers(campaign.id, file, true)}
      renderPreview={(preview) =>
        preview.loi.length === 0 ? (
          <ImportReadyAlert
            changes={preview.soPhieu}
            title={t('import.ready', { rows: preview.soDong, total: preview.soPhieu })}
          />
        ) : (
          <ImportProblemsTable title={t('import.errors', { total: preview.loi.length })} problems={preview.loi} />
        )
      }
      confirm={{
        label: (preview) => t('import.ok', { total: preview.soPhieu }),
        allowed: (preview) => preview.loi.length === 0 && preview.soPhieu > 0,
        run: async (file) => {
          const answer = await importSurveyAnswers(campaign.id, file, false);
          if (answer.daLuu) await queryClient.invalidateQueries({ queryKey: khaoSatKeys.all });
          return writtenOr(answer);
        },
      }}
    />
  );
}
