import { type NhapPhanCongResult, PHAN_CONG_IMPORT_COLUMNS } from '@hpl/shared/phan-cong-giang-day/contract';
import { Alert, Checkbox, Flex, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropZone, ImportRefusedAlert, importErrorMessages } from '../../../components/file-import';
import { groupImportErrors, type RowProblems } from '../../../components/import-errors';
import { useImportAssignments } from '../api/assignment-excel';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const SHOWN = PHAN_CONG_IMPORT_COLUMNS.filter((c) => c.key === 'lopMonHocId' || c.key === 'maGiaoVien');

/**
 * The assignment sheet (the export is its template): all or nothing — any bad row writes nothing and every problem is
 * listed by row and column. "Check only" (the default) runs the same checks without writing.
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
  const en = i18n.language.startsWith('en');
  const run = useImportAssignments();
  const [dryRun, setDryRun] = useState(true);
  const [result, setResult] = useState<NhapPhanCongResult | null>(null);
  const [failure, setFailure] = useState<string[] | null>(null);
  const upload = async (file: File) => {
    setResult(null);
    setFailure(null);
    try {
      setResult(await run.mutateAsync({ file, namHocId, thuNghiem: dryRun }));
    } catch (error) {
      setFailure(importErrorMessages(error));
    }
  };
  const close = () => {
    if (run.isPending) return;
    setResult(null);
    setFailure(null);
    onClose();
  };
  const groups = result && result.loi.length > 0 ? groupImportErrors(result.loi) : [];
  return (
    <Modal open={open} title={t('import.title')} onCancel={close} footer={null} width={860} destroyOnHidden>
      <Flex vertical gap="middle">
        <Checkbox checked={dryRun} onChange={(e) => setDryRun(e.target.checked)}>
          {t('import.dryRun')}
        </Checkbox>
        <FileDropZone
          accept={XLSX}
          busy={run.isPending}
          text={run.isPending ? t('import.working') : t('import.drop')}
          hint={t('import.hint', { columns: SHOWN.map((c) => (en ? c.en : c.vi)).join(' | ') })}
          onFile={upload}
        />
        <ImportRefusedAlert title={t('import.refused')} messages={failure} />
        {result && result.loi.length === 0 && (
          <Alert
            type="success"
            showIcon
            title={
              result.daLuu
                ? t('import.done', { count: result.soLop, rows: result.soDong })
                : t('import.checked', { count: result.soLop, rows: result.soDong })
            }
          />
        )}
        {groups.length > 0 && (
          <>
            <Alert
              type="error"
              showIcon
              title={t('import.invalid', { rows: groups.length, total: result?.soDong ?? 0 })}
              description={t('import.fixAndRetry')}
            />
            <Table<RowProblems>
              size="small"
              rowKey="dong"
              dataSource={groups}
              scroll={{ x: 'max-content', y: 360 }}
              pagination={{ pageSize: 50, showSizeChanger: false }}
              columns={[
                { title: t('import.row'), dataIndex: 'dong', key: 'dong', width: 72 },
                ...SHOWN.map((c) => ({
                  title: en ? c.en : c.vi,
                  key: c.key,
                  render: (_: unknown, r: RowProblems) =>
                    r.byColumn[c.key]?.map((m) => (
                      <Typography.Text key={m} type="danger" style={{ display: 'block', fontSize: 12 }}>
                        {m}
                      </Typography.Text>
                    )),
                })),
              ]}
            />
          </>
        )}
      </Flex>
    </Modal>
  );
}
