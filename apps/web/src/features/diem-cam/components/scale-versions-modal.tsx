import type { ThangQuyDoi } from '@hpl/shared/diem-cam/cau-hinh';
import { Modal, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { useScaleVersions } from '../api/scales';
import { useExactNumber } from './exact-number';
import { ruleSummary } from './scale-summary';

/** Every version of a scale, newest first: which is current, which results used (those never change). */
export function ScaleVersionsModal({ scale, onClose }: { scale: ThangQuyDoi; onClose: () => void }) {
  const { t } = useTranslation('diem-cam');
  const format = useFormat();
  const exact = useExactNumber();
  const versions = useScaleVersions(scale.id);
  return (
    <Modal open title={t('scales.versionsOf', { scale: scale.ten })} footer={null} onCancel={onClose} width={720}>
      <Table<ThangQuyDoi>
        size="small"
        rowKey="id"
        loading={versions.isLoading}
        dataSource={versions.data ?? []}
        pagination={false}
        scroll={{ x: 560 }}
        columns={[
          { title: t('scales.version'), dataIndex: 'phienBan', width: 90, render: (v: number) => `v${v}` },
          { title: t('scales.rule'), key: 'rule', render: (_v, s) => ruleSummary(s.quyTac, t, exact) },
          {
            title: t('scales.status'),
            key: 'status',
            render: (_v, s) => (
              <>
                {s.hienHanh && <Tag color="green">{t('scales.current')}</Tag>}
                {s.daDung && <Tag color="orange">{t('scales.used')}</Tag>}
              </>
            ),
          },
          { title: t('scales.createdAt'), key: 'createdAt', render: (_v, s) => format.dateTime(s.createdAt) },
        ]}
      />
    </Modal>
  );
}
