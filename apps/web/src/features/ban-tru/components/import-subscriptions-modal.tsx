import { DownloadOutlined } from '@ant-design/icons';
import type { KyBanTru, NhapDangKyResult } from '@hpl/shared/ban-tru/contract';
import { IMPORT_MAX_BYTES } from '@hpl/shared/hoc-sinh/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImportProblemsTable, ImportReadyAlert } from '../../../components/file-import';
import { ImportPreviewModal, writtenOr } from '../../../components/import-preview-modal';
import { saveBlob } from '../../../lib/api';
import { downloadSubscriptionsTemplate, importSubscriptions } from '../api/import-subscriptions';
import { banTruKeys } from '../api/keys';

/**
 * A period's subscriptions from a spreadsheet (the template lists the period's students with Yes/No): checked first,
 * every row's problem listed; only a file without problems is applied, all at once.
 */
export function ImportSubscriptionsModal({ period, onClose }: { period: KyBanTru; onClose: () => void }) {
  const { t } = useTranslation('ban-tru');
  const queryClient = useQueryClient();
  const changes = (p: NhapDangKyResult) => p.soDangKy + p.soHuy;
  return (
    <ImportPreviewModal<NhapDangKyResult>
      open
      onClose={onClose}
      title={t('import.title', { name: period.ten })}
      width={760}
      accept=".xlsx"
      help={<Typography.Paragraph type="secondary">{t('import.help')}</Typography.Paragraph>}
      hint={t('import.hint')}
      extra={
        <Button
          icon={<DownloadOutlined />}
          onClick={async () => saveBlob(await downloadSubscriptionsTemplate(period.id), t('import.templateFileName'))}
        >
          {t('import.template')}
        </Button>
      }
      precheck={(file) =>
        file.size > IMPORT_MAX_BYTES ? [t('import.tooLarge', { max: IMPORT_MAX_BYTES / 1024 / 1024 })] : null
      }
      check={(file) => importSubscriptions(period.id, file, true)}
      renderPreview={(preview) =>
        preview.loi.length === 0 ? (
          <ImportReadyAlert
            changes={changes(preview)}
            title={t('import.ready', { total: preview.soDong, on: preview.soDangKy, off: preview.soHuy })}
          />
        ) : (
          <ImportProblemsTable title={t('import.errors', { total: preview.loi.length })} problems={preview.loi} />
        )
      }
      confirm={{
        label: (preview) => t('import.ok', { total: changes(preview) }),
        allowed: (preview) => preview.loi.length === 0 && changes(preview) > 0,
        run: async (file) => {
          const answer = await importSubscriptions(period.id, file, false);
          if (answer.daLuu) await queryClient.invalidateQueries({ queryKey: banTruKeys.all });
          return writtenOr(answer);
        },
      }}
    />
  );
}
