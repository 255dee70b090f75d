import { NotificationOutlined, PlusOutlined } from '@ant-design/icons';
import { thongBaoGuiPhuHuynhAuthority } from '@hpl/shared/thong-bao-gui-phu-huynh/authority';
import type { ThongBaoGuiPhuHuynh } from '@hpl/shared/thong-bao-gui-phu-huynh/contract';
import { Button, Card, Empty, Flex, Space, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAcademicYearId } from '../../../app/academic-year-store';
import { useCan } from '../../../app/access';
import { PageHeader } from '../../../components/page-header';
import { Select } from '../../../components/select';
import { formatDateTime } from '../../../lib/format-date';
import { useMyHomerooms } from '../../chu-nhiem';
import { useNotices } from '../api/notices';
import { NoticeDetailDrawer } from '../components/notice-detail-drawer';
import { NoticeDrawer } from '../components/notice-drawer';
import { NoticeStateTag } from '../components/status-tags';

/**
 * `chunhiem/guithongbaodenphuhuynh`: the homeroom teacher's notices to the class's guardians — e-mail and a signed
 * link per guardian — with who received, opened and acknowledged each one.
 */
export default function ParentNoticesPage() {
  const { t } = useTranslation('thong-bao-gui-phu-huynh');
  const classes = useMyHomerooms(useAcademicYearId());
  const [chosen, setChosen] = useState<number | null>(null);
  const classId = chosen ?? classes.data?.items[0]?.id ?? null;
  const notices = useNotices(classId);
  const [composing, setComposing] = useState(false);
  const [toGrade, setToGrade] = useState(false);
  const mayGrade = useCan(thongBaoGuiPhuHuynhAuthority.guiKhoi);
  const [open, setOpen] = useState<number | null>(null);

  const columns: TableProps<ThongBaoGuiPhuHuynh>['columns'] = [
    {
      key: 'tieuDe',
      title: t('col.title'),
      width: 260,
      render: (_, n) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
          onClick={() => setOpen(n.id)}
        >
          {n.tieuDe}
        </Button>
      ),
    },
    { key: 'trangThai', title: t('col.state'), width: 120, render: (_, n) => <NoticeStateTag state={n.trangThai} /> },
    {
      key: 'guiLuc',
      title: t('col.sentAt'),
      width: 160,
      render: (_, n) => formatDateTime(n.guiLuc ?? n.henGuiLuc ?? n.createdAt),
    },
    { key: 'soNguoiNhan', dataIndex: 'soNguoiNhan', title: t('col.recipients'), width: 110, align: 'right' },
    { key: 'soDaMo', dataIndex: 'soDaMo', title: t('col.opened'), width: 100, align: 'right' },
    {
      key: 'soDaXacNhan',
      title: t('col.acknowledged'),
      width: 120,
      align: 'right',
      render: (_, n) => (n.canXacNhan ? n.soDaXacNhan : '—'),
    },
    { key: 'soLoi', dataIndex: 'soLoi', title: t('col.bounced'), width: 100, align: 'right' },
  ];

  return (
    <>
      <PageHeader
        extra={
          <Space>
            {mayGrade && (
              <Button icon={<NotificationOutlined />} onClick={() => setToGrade(true)}>
                {t('grade.open')}
              </Button>
            )}
            {classId && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setComposing(true)}>
                {t('compose.open')}
              </Button>
            )}
          </Space>
        }
      />
      {!classes.isLoading && !classId ? (
        <Empty description={t('noClass')} />
      ) : (
        <Flex vertical gap="middle">
          <Space wrap>
            <Select
              style={{ minWidth: 160 }}
              aria-label={t('class')}
              value={classId ?? undefined}
              loading={classes.isLoading}
              onChange={setChosen}
              options={(classes.data?.items ?? []).map((c) => ({ value: c.id, label: c.tenLop }))}
            />
          </Space>
          <Card size="small">
            <Table<ThongBaoGuiPhuHuynh>
              rowKey="id"
              size="small"
              columns={columns}
              dataSource={notices.data?.items ?? []}
              loading={notices.isFetching}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              scroll={{ x: 980 }}
              locale={{ emptyText: t('empty') }}
            />
          </Card>
        </Flex>
      )}
      {composing && classId && <NoticeDrawer lopQuanLyId={classId} onClose={() => setComposing(false)} />}
      {toGrade && <NoticeDrawer lopQuanLyId={null} onClose={() => setToGrade(false)} />}
      {open !== null && <NoticeDetailDrawer id={open} onClose={() => setOpen(null)} />}
    </>
  );
}
