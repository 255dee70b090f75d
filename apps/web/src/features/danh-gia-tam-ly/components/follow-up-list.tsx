import type { CanTheoDoi } from '@hpl/shared/danh-gia-tam-ly/tong-quan.contract';
import { Alert, Button, Card, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format-date';
import { useFollowUp } from '../api/get-follow-up';

export const STUDENT_RESULTS_PATH = '/danhGiaTamLyHocSinh/tongQuanCauTraLoiTungHocSinh';

/**
 * Students of a campaign in a follow-up band. Individual results: shown only when the specialist asks, and that read
 * is audit-logged on the server.
 */
export function FollowUpList({ dotId }: { dotId: number }) {
  const { t } = useTranslation('danh-gia-tam-ly');
  const [shown, setShown] = useState<number>();
  const list = useFollowUp(shown === dotId ? dotId : undefined);

  return (
    <Card size="small" title={t('theoDoi.title')}>
      {shown !== dotId ? (
        <Space orientation="vertical">
          <Alert type="info" showIcon title={t('theoDoi.ghiNhat')} />
          <Button type="primary" onClick={() => setShown(dotId)}>
            {t('theoDoi.hien')}
          </Button>
        </Space>
      ) : (
        <Table<CanTheoDoi>
          size="small"
          rowKey="phieuId"
          loading={list.isLoading}
          dataSource={list.data ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: t('theoDoi.trong') }}
          columns={[
            {
              title: t('theoDoi.hocSinh'),
              key: 'hoTen',
              render: (_, r) => <Link to={`${STUDENT_RESULTS_PATH}?hocSinhId=${r.hocSinhId}`}>{r.hoTen}</Link>,
            },
            { title: t('dot.lop'), dataIndex: 'tenLop', responsive: ['sm'] },
            {
              title: t('theoDoi.muc'),
              key: 'bands',
              render: (_, r) => (
                <Space size={4} wrap>
                  {r.ketQua
                    .filter((k) => k.followUp)
                    .map((k) => (
                      <Tag color="red" key={k.group}>
                        {t(`nhom.${k.group}`, { defaultValue: k.group })}: {k.score}
                      </Tag>
                    ))}
                </Space>
              ),
            },
            { title: t('theoDoi.nopLuc'), key: 'nopLuc', render: (_, r) => formatDate(r.nopLuc), responsive: ['md'] },
            {
              title: t('bai.thaoTac'),
              key: 'actions',
              render: (_, r) => (
                <Link to={`/dangkythamvan?maHocSinh=${encodeURIComponent(r.maHocSinh)}`}>{t('theoDoi.thamVan')}</Link>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
