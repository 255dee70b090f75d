import { CheckOutlined, SaveOutlined } from '@ant-design/icons';
import type { HocSinhChuNhiem, ThongTinLopChuNhiem } from '@hpl/shared/chu-nhiem/contract';
import { TRANG_THAI_DIEM_DANH, type TrangThaiDiemDanh } from '@hpl/shared/diem-danh/contract';
import { App, Button, Card, Flex, Input, Radio, Space, Table, type TableProps, Tag, Typography } from 'antd';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumberColumns } from '../../../components/number-columns';
import { PersonAvatar } from '../../../components/person-avatar';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useRecordAttendance } from '../api/record-attendance';
import { type AttendanceDraft, countDraft, draftOf, hasChanges, statusOfKey } from './attendance-draft';
import { GuardianContacts } from './guardian-contacts';

const STATUS_COLOR: Record<TrangThaiDiemDanh, string> = {
  co_mat: 'green',
  vang_co_phep: 'blue',
  vang_khong_phep: 'red',
  di_muon: 'orange',
};

/**
 * Today's attendance of the class, taken on its page: every student starts present, one click or one key per
 * exception (1–4 on a focused row, which then moves on), one save. The same day may be corrected until midnight.
 */
export function AttendanceCard({ info }: { info: ThongTinLopChuNhiem }) {
  const { t } = useTranslation('chu-nhiem');
  const { message } = App.useApp();
  const record = useRecordAttendance(info.id);
  const [draft, setDraft] = useState<AttendanceDraft>(() => draftOf(info.hocSinh));
  useEffect(() => setDraft(draftOf(info.hocSinh)), [info.hocSinh]);
  const counts = countDraft(draft);
  const changed = hasChanges(info.hocSinh, draft);
  const set = (id: number, patch: Partial<AttendanceDraft[number]>) =>
    setDraft((d) => ({ ...d, [id]: { ...(d[id] ?? { trangThai: 'co_mat', ghiChu: '' }), ...patch } }));

  const onRowKey = (s: HocSinhChuNhiem) => (e: KeyboardEvent<HTMLElement>) => {
    if (e.target !== e.currentTarget) return;
    const status = statusOfKey(e.key);
    if (!status) return;
    e.preventDefault();
    set(s.hocSinhId, { trangThai: status });
    (e.currentTarget.nextElementSibling as HTMLElement | null)?.focus();
  };

  const save = () =>
    record.mutate(
      {
        items: info.hocSinh.map((s) => ({
          hocSinhId: s.hocSinhId,
          trangThai: draft[s.hocSinhId]?.trangThai ?? 'co_mat',
          ghiChu: draft[s.hocSinhId]?.ghiChu.trim() || null,
        })),
      },
      { onSuccess: (r) => void message.success(t('diemDanh.saved', { count: r.soHocSinh })) },
    );

  const columns: NonNullable<TableProps<HocSinhChuNhiem>['columns']> = [
    {
      key: 'hoTen',
      title: t('lop.student'),
      width: 220,
      render: (_, s) => (
        <Flex align="center" gap={8}>
          <PersonAvatar photo={s.anhDaiDien} name={s.hoTen} />
          <div>
            <Typography.Text strong>{s.hoTen}</Typography.Text>
            <div style={{ fontSize: 12 }}>
              <Typography.Text type="secondary">
                {s.maHocSinh}
                {s.ngaySinh ? ` · ${formatDate(s.ngaySinh)}` : ''}
              </Typography.Text>
            </div>
          </div>
        </Flex>
      ),
    },
    {
      key: 'trangThai',
      title: t('diemDanh.status'),
      width: 300,
      render: (_, s) => (
        <Radio.Group
          size="small"
          optionType="button"
          buttonStyle="solid"
          aria-label={t('diemDanh.statusOf', { name: s.hoTen })}
          value={draft[s.hocSinhId]?.trangThai ?? 'co_mat'}
          onChange={(e) => set(s.hocSinhId, { trangThai: e.target.value })}
          options={TRANG_THAI_DIEM_DANH.map((v) => ({ value: v, label: t(`status.${v}`) }))}
        />
      ),
    },
    {
      key: 'ghiChu',
      title: t('diemDanh.note'),
      width: 180,
      render: (_, s) => (
        <Input
          size="small"
          maxLength={500}
          aria-label={t('diemDanh.noteOf', { name: s.hoTen })}
          value={draft[s.hocSinhId]?.ghiChu ?? ''}
          onChange={(e) => set(s.hocSinhId, { ghiChu: e.target.value })}
        />
      ),
    },
    { key: 'vangCoPhep', dataIndex: 'vangCoPhep', title: t('lop.excusedTerm'), align: 'right', width: 90 },
    { key: 'vangKhongPhep', dataIndex: 'vangKhongPhep', title: t('lop.unexcusedTerm'), align: 'right', width: 90 },
    { key: 'diMuon', dataIndex: 'diMuon', title: t('lop.lateTerm'), align: 'right', width: 80 },
    {
      key: 'phuHuynh',
      title: t('lop.guardians'),
      width: 260,
      render: (_, s) => <GuardianContacts guardians={s.phuHuynh} />,
    },
  ];
  const shown = useNumberColumns(columns, info.hocSinh);

  return (
    <Card size="small" title={t('diemDanh.title', { date: formatDate(info.ngay) })}>
      <Flex vertical gap="small">
        <Space wrap>
          <Button
            icon={<CheckOutlined />}
            onClick={() =>
              setDraft(Object.fromEntries(info.hocSinh.map((s) => [s.hocSinhId, { trangThai: 'co_mat', ghiChu: '' }])))
            }
          >
            {t('diemDanh.allPresent')}
          </Button>
          <Button type="primary" icon={<SaveOutlined />} loading={record.isPending} disabled={!changed} onClick={save}>
            {t('diemDanh.save')}
          </Button>
        </Space>
        <Flex wrap gap={8} align="center">
          {TRANG_THAI_DIEM_DANH.map((v) => (
            <Tag key={v} color={STATUS_COLOR[v]}>
              {t(`status.${v}`)}: {counts[v]}
            </Tag>
          ))}
          <Typography.Text type="secondary">
            {info.diemDanhLuc
              ? t('diemDanh.savedAt', { at: formatDateTime(info.diemDanhLuc) })
              : t('diemDanh.notTaken')}
          </Typography.Text>
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('diemDanh.keys')}
          {info.hocKy ? ` ${t('lop.termRange', { term: info.hocKy.ten, from: formatDate(info.hocKy.tuNgay) })}` : ''}
        </Typography.Text>
        <Table<HocSinhChuNhiem>
          rowKey="hocSinhId"
          size="small"
          columns={shown}
          dataSource={info.hocSinh}
          pagination={false}
          scroll={{ x: 1300 }}
          locale={{ emptyText: t('lop.empty') }}
          onRow={(s) => ({ tabIndex: 0, onKeyDown: onRowKey(s), 'aria-label': s.hoTen }) as never}
        />
      </Flex>
    </Card>
  );
}
