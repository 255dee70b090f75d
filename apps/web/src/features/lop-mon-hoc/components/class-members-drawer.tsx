import type { LopMonHoc, ThanhVienLopMonHoc } from '@hpl/shared/lop-mon-hoc/contract';
import { Button, DatePicker, Drawer, Empty, Flex, Input, Modal, Spin, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/select';
import { formatDate, ISO_DATE } from '../../../lib/format-date';
import { useAddStudents, useClassHistory, useEndMembership } from '../api/class-members';
import { useStudentSearch } from '../api/list-options';

/**
 * A class's students: everyone who is or was in it with from/to dates and the reason (history is never deleted);
 * students join from a date, and leave on a date.
 */
export function ClassMembersDrawer({ lop, onClose }: { lop: LopMonHoc | null; onClose: () => void }) {
  const { t } = useTranslation('lop-mon-hoc');
  const history = useClassHistory(lop?.id ?? null);
  const add = useAddStudents();
  const end = useEndMembership();
  const [search, setSearch] = useState('');
  const found = useStudentSearch(search.trim());
  const [picked, setPicked] = useState<number[]>([]);
  const [from, setFrom] = useState<Dayjs>(dayjs());
  const [ending, setEnding] = useState<ThanhVienLopMonHoc | null>(null);
  const [endDay, setEndDay] = useState<Dayjs>(dayjs());
  const [reason, setReason] = useState('');
  const rows = history.data ?? [];
  const open = rows.filter((r) => r.denNgay === null).length;

  return (
    <Drawer
      open={lop !== null}
      title={lop ? t('members.title', { name: lop.tenLop }) : ''}
      size={720}
      onClose={onClose}
      destroyOnHidden
    >
      <Flex vertical gap="middle">
        <Flex gap="small" wrap align="center">
          <Select<number[]>
            mode="multiple"
            style={{ minWidth: 260, flex: 1 }}
            aria-label={t('members.pick')}
            placeholder={t('members.pick')}
            value={picked}
            onChange={setPicked}
            showSearch={{ filterOption: false, onSearch: setSearch }}
            loading={found.isFetching}
            notFoundContent={search.trim().length < 2 ? t('members.typeMore') : undefined}
            options={(found.data?.items ?? []).map((s) => ({
              value: s.id,
              label: `${s.hoTen} · ${s.maHocSinh}${s.tenLop ? ` · ${s.tenLop}` : ''}`,
            }))}
          />
          <DatePicker
            aria-label={t('members.from')}
            value={from}
            onChange={(d) => d && setFrom(d)}
            allowClear={false}
          />
          <Button
            type="primary"
            disabled={picked.length === 0}
            loading={add.isPending}
            onClick={async () => {
              await add.mutateAsync({ id: lop!.id, input: { hocSinhIds: picked, tuNgay: from.format(ISO_DATE) } });
              setPicked([]);
            }}
          >
            {t('members.add')}
          </Button>
        </Flex>
        <Typography.Text type="secondary">{t('members.count', { open, total: rows.length })}</Typography.Text>
        {history.isLoading ? (
          <Spin />
        ) : (
          <Table<ThanhVienLopMonHoc>
            size="small"
            rowKey="id"
            dataSource={rows}
            scroll={{ x: 'max-content' }}
            pagination={{ pageSize: 50, showSizeChanger: false }}
            locale={{ emptyText: <Empty description={t('members.empty')} /> }}
            columns={[
              {
                title: t('members.student'),
                render: (_v, r) => (
                  <Flex vertical>
                    <span>{r.hoTen}</span>
                    <Typography.Text type="secondary">{r.maHocSinh}</Typography.Text>
                  </Flex>
                ),
              },
              { title: t('field.homeroom'), dataIndex: 'tenLopQuanLy', render: (v: string | null) => v ?? '—' },
              { title: t('members.from'), dataIndex: 'tuNgay', render: (v: string) => formatDate(v) },
              {
                title: t('members.to'),
                dataIndex: 'denNgay',
                render: (v: string | null) => (v ? formatDate(v) : <Tag color="green">{t('members.current')}</Tag>),
              },
              { title: t('members.reason'), dataIndex: 'lyDo', render: (v: string | null) => v ?? '' },
              {
                title: '',
                key: 'actions',
                render: (_v, r) =>
                  r.denNgay === null && (
                    <Button size="small" onClick={() => setEnding(r)}>
                      {t('members.end')}
                    </Button>
                  ),
              },
            ]}
          />
        )}
      </Flex>
      <Modal
        open={ending !== null}
        title={ending ? t('members.endTitle', { name: ending.hoTen }) : ''}
        confirmLoading={end.isPending}
        okText={t('members.end')}
        cancelText={t('common:action.cancel')}
        onCancel={() => setEnding(null)}
        onOk={async () => {
          await end.mutateAsync({
            id: lop!.id,
            membershipId: ending!.id,
            input: { denNgay: endDay.format(ISO_DATE), lyDo: reason.trim() || null },
          });
          setEnding(null);
          setReason('');
        }}
        destroyOnHidden
      >
        <Flex vertical gap="small">
          <DatePicker
            aria-label={t('members.to')}
            value={endDay}
            onChange={(d) => d && setEndDay(d)}
            allowClear={false}
          />
          <Input
            aria-label={t('members.reason')}
            placeholder={t('members.reason')}
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Flex>
      </Modal>
    </Drawer>
  );
}
