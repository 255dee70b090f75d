import { DownloadOutlined } from '@ant-design/icons';
import { IMPORT_MAX_BYTES } from '@hpl/shared/hoc-sinh/contract';
import type { NhapHoSoResult } from '@hpl/shared/tuyen-sinh/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImportProblemsTable, ImportReadyAlert } from '../../../components/file-import';
import { ImportPreviewModal, writtenOr } from '../../../components/import-preview-modal';
import { saveBlob } from '../../../lib/api';
import { downloadImportTemplate, importApplications } from '../api/import';
import { tuyenSinhKeys } from '../api/keys';

/**
 * The office's spreadsheet of applications: checked first (nothing written), every row's problem listed; only a file
 * without problems is imported, every application at once.
 */
export function ImportApplicationsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('tuyen-sinh');
  const queryClient = useQueryClient();
  return (
    <ImportPreviewModal<NhapHoSoResult>
      open={open}
      onClose={onClose}
      title={t('import.title')}
      width={760}
      accept=".xlsx"
      help={<Typography.Paragraph type="secondary">{t('import.help')}</Typography.Paragraph>}
      hint={t('import.hint')}
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
      check={(file) => importApplications(file, true)}
      renderPreview={(preview) =>
        preview.loi.length === 0 ? (
          <ImportReadyAlert changes={preview.soDong} title={t('import.ready', { total: preview.soDong })} />
        ) : (
          <ImportProblemsTable title={t('import.errors', { total: preview.loi.length })} problems={preview.loi} />
        )
      }
      confirm={{
        label: (preview) => t('import.ok', { total: preview.soDong }),
        allowed: (preview) => preview.loi.length === 0 && preview.soDong > 0,
        run: async (file) => {
          const answer = await importApplications(file, false);
          if (answer.daLuu) await queryClient.invalidateQueries({ queryKey: tuyenSinhKeys.all });
          return writtenOr(answer);
        },
      }}
    />
  );
}
