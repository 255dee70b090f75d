import { type NhapPhanCongResult, PHAN_CONG_IMPORT_COLUMNS } from '@hpl/shared/phan-cong-giang-day/contract';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImportRowProblemsTable, sheetColumns } from '../../../components/file-import';
import { groupImportErrors } from '../../../components/import-errors';
import { ImportPreviewModal, writtenOr } from '../../../components/import-preview-modal';
import { useImportAssignments } from '../api/assignment-excel';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const SHOWN = PHAN_CONG_IMPORT_COLUMNS.filter((c) => c.key === 'lopMonHocId' || c.key === 'maGiaoVien');

/**
 * The assignment sheet (the export is its template): checked first without writing, then saved all or nothing — any
 * bad row writes nothing and every problem is listed by row and column.
 */
export function ImportAssignmentsModal({
  open,
  namHocId,
  onClose,
}: {
  open: boolean;
  namHocId: number;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('phan-cong-giang-day');
  const run = useImportAssignments();
  const columns = sheetColumns(SHOWN, i18n.language);
  return (
    <ImportPreviewModal<NhapPhanCongResult>
      open={open}
      onClose={onClose}
      title={t('import.title')}
      width={860}
      accept={XLSX}
      hint={t('import.hint', { columns: columns.map((c) => c.title).join(' | ') })}
      text={{ refused: t('import.refused') }}
      check={(file) => run.mutateAsync({ file, namHocId, thuNghiem: true })}
      renderPreview={(result) => {
        if (result.loi.length === 0)
          return (
            <Alert type="success" showIcon title={t('import.checked', { count: result.soLop, rows: result.soDong })} />
          );
        const groups = groupImportErrors(result.loi);
        return (
          <>
            <Alert
              type="error"
              showIcon
              title={t('import.invalid', { rows: groups.length, total: result.soDong })}
              description={t('import.fixAndRetry')}
            />
            <ImportRowProblemsTable columns={columns} groups={groups} />
          </>
        );
      }}
      confirm={{
        label: (result) => t('import.confirm', { count: result.soLop }),
        // Nothing to change is not written (the server answers `daLuu` false): nothing to confirm.
        allowed: (result) => result.loi.length === 0 && result.soLop > 0,
        run: async (file) => writtenOr(await run.mutateAsync({ file, namHocId, thuNghiem: false })),
        renderDone: (result) => (
          <Alert type="success" showIcon title={t('import.done', { count: result.soLop, rows: result.soDong })} />
        ),
      }}
    />
  );
}
