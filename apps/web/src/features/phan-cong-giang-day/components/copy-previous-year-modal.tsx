import type { SaoChepXemTruoc } from '@hpl/shared/phan-cong-giang-day/contract';
import { Alert, Empty, Flex, Modal, Spin, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCopyPreview, useCopyPreviousYear } from '../api/copy-previous-year';

type Row = SaoChepXemTruoc['dong'][number];

/**
 * Copying last year's assignments: a preview of every class matched by subject, name and grade level with the teachers
 * it would get; classes that already have teachers keep them. Nothing is written until the office confirms.
 */
export function CopyPreviousYearModal({
  open,
  namHocId,
  onClose,
}: {
  open: boolean;
  namHocId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('phan-cong-giang-day');
  const preview = useCopyPreview(namHocId, open);
  const copy = useCopyPreviousYear();
  const rows = preview.data?.dong ?? [];
  const toCopy = rows.filter((r) => !r.daCoGiaoVien).length;
  return (
    <Modal
      open={open}
      width={860}
      title={t('copy.title')}
      okText={t('copy.confirm', { count: toCopy })}
      cancelText={t('common:action.cancel')}
      okButtonProps={{ disabled: toCopy === 0 }}
      confirmLoading={copy.isPending}
      onCancel={onClose}
      onOk={async () => {
        await copy.mutateAsync(namHocId);
        onClose();
      }}
      destroyOnHidden
    >
      {preview.isLoading ? (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin />
        </Flex>
      ) : !preview.data?.namHocTruoc ? (
        <Empty description={t('copy.noPreviousYear')} />
      ) : (
        <Flex vertical gap="small">
          <Alert
            type="info"
            showIcon
            title={t('copy.summary', { year: preview.data.namHocTruoc.tenNamHoc, matched: rows.length, count: toCopy })}
          />
          <Table<Row>
            size="small"
            rowKey="lopMonHocId"
            dataSource={rows}
            locale={{ emptyText: t('copy.none') }}
            pagination={{ pageSize: 20, showSizeChanger: false }}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: t('copy.class'), dataIndex: 'tenLop' },
              { title: t('copy.from'), dataIndex: 'tuTenLop' },
              { title: t('copy.teachers'), render: (_v, r) => r.giaoVien.map((g) => g.hoTen).join(', ') },
              {
                title: t('copy.state'),
                render: (_v, r) =>
                  r.daCoGiaoVien ? <Tag>{t('copy.kept')}</Tag> : <Tag color="green">{t('copy.willCopy')}</Tag>,
              },
            ]}
          />
        </Flex>
      )}
    </Modal>
  );
}
