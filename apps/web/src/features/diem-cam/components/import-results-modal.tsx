import type { BaiThiCam } from '@hpl/shared/diem-cam/contract';
import type { NhapKetQuaResult } from '@hpl/shared/diem-cam/ket-qua';
import { useQueryClient } from '@tanstack/react-query';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImportProblemsTable, ImportReadyAlert } from '../../../components/file-import';
import { ImportPreviewModal, writtenOr } from '../../../components/import-preview-modal';
import { diemCamKetQuaKeys } from '../api/ket-qua-keys';
import { importResults } from '../api/results-excel';

/**
 * Import of an exam's raw marks from the layout of its Excel export: the file is checked first (nothing written), the
 * preview shows every row's problem or the results as they would be; only a file without problems is imported, in
 * one go.
 */
export function ImportResultsModal({ exam, open, onClose }: { exam: BaiThiCam; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('diem-cam');
  const queryClient = useQueryClient();
  return (
    <ImportPreviewModal<NhapKetQuaResult>
      open={open}
      onClose={onClose}
      title={t('import.title', { exam: exam.ten })}
      width={760}
      accept=".xlsx"
      help={
        <Typography.Paragraph type="secondary">
          {t('import.help', { components: exam.thanhPhan.map((c) => c.ten).join(', ') })}
        </Typography.Paragraph>
      }
      hint={t('import.hint')}
      text={{ drop: t('import.drop') }}
      check={(file) => importResults(exam.id, file, true)}
      renderPreview={(preview) =>
        preview.loi.length === 0 ? (
          <>
            <ImportReadyAlert
              changes={preview.soThayDoi}
              title={t('import.ready', { rows: preview.soDong, count: preview.soThayDoi })}
            />
            <Table
              size="small"
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
        ) : (
          <ImportProblemsTable title={t('import.errors', { count: preview.loi.length })} problems={preview.loi} />
        )
      }
      confirm={{
        label: (preview) => t('import.ok', { count: preview.soThayDoi }),
        allowed: (preview) => preview.loi.length === 0 && preview.soThayDoi > 0,
        run: async (file) => {
          const answer = await importResults(exam.id, file, false);
          if (answer.daLuu) await queryClient.invalidateQueries({ queryKey: diemCamKetQuaKeys.all });
          return writtenOr(answer);
        },
      }}
    />
  );
}
