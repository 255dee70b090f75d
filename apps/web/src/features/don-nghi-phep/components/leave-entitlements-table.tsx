import { CheckOutlined, CloseOutlined, EditOutlined, UndoOutlined } from '@ant-design/icons';
import { ENTITLEMENT_MAX_DAYS, ENTITLEMENT_MIN_DAYS, type LeaveEntitlement } from '@hpl/shared/don-nghi-phep/contract';
import { Button, Flex, InputNumber, Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAcademicYearId } from '../../../app/academic-year-store';
import { DataTable } from '../../../components/data-table';
import { useListParams } from '../../../components/use-list-params';
import { formatDateNow } from '../../../lib/format';
import { useLeaveEntitlements } from '../api/list-leave-entitlements';
import { useSetLeaveEntitlement } from '../api/set-leave-entitlement';
import { localName } from './format';

/**
 * The entitlement cell: shows the setting (or the statutory default) and edits it in place. Empty means "back to the
 * default"; Enter saves, Escape cancels. The version read goes with the change, so a concurrent edit answers 409.
 */
function EntitlementCell({ row, namHocId }: { row: LeaveEntitlement; namHocId: number | null }) {
  const { t } = useTranslation('don-nghi-phep');
  const save = useSetLeaveEntitlement();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState<number | null>(row.soNgayPhepNam);

  const submit = async (soNgayPhepNam: number | null) => {
    try {
      await save.mutateAsync({ nhanVienId: row.nhanVienId, soNgayPhepNam, version: row.version, namHocId });
      setEditing(false);
    } catch {
      // The client has shown the server's message; the editor stays open to correct the value.
    }
  };

  if (!editing) {
    return (
      <Flex gap="small" align="center">
        {row.soNgayPhepNam != null ? (
          <>
            <Typography.Text strong>{row.soNgayPhepNam}</Typography.Text>
            <Tag color="gold">{t('entitlement.custom')}</Tag>
          </>
        ) : (
          <Typography.Text type="secondary">{t('entitlement.default', { count: row.soNgayMacDinh })}</Typography.Text>
        )}
        <Tooltip title={t('entitlement.edit')}>
          <Button
            size="small"
            type="text"
            icon={<EditOutlined />}
            aria-label={t('entitlement.editFor', { name: row.hoTen })}
            onClick={() => {
              setValue(row.soNgayPhepNam);
              setEditing(true);
            }}
          />
        </Tooltip>
        {row.soNgayPhepNam != null && (
          <Tooltip title={t('entitlement.reset')}>
            <Button
              size="small"
              type="text"
              icon={<UndoOutlined />}
              loading={save.isPending}
              aria-label={t('entitlement.resetFor', { name: row.hoTen })}
              onClick={() => submit(null)}
            />
          </Tooltip>
        )}
      </Flex>
    );
  }

  return (
    <Space.Compact size="small">
      <InputNumber<number>
        autoFocus
        min={ENTITLEMENT_MIN_DAYS}
        max={ENTITLEMENT_MAX_DAYS}
        precision={0}
        value={value}
        placeholder={String(row.soNgayMacDinh)}
        aria-label={t('entitlement.inputFor', { name: row.hoTen })}
        onChange={(next) => setValue(next ?? null)}
        onPressEnter={() => submit(value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setEditing(false);
        }}
        style={{ width: 90 }}
      />
      <Tooltip title={t('entitlement.save')}>
        <Button
          type="primary"
          icon={<CheckOutlined />}
          loading={save.isPending}
          aria-label={t('entitlement.save')}
          onClick={() => submit(value)}
        />
      </Tooltip>
      <Tooltip title={t('entitlement.cancel')}>
        <Button icon={<CloseOutlined />} aria-label={t('entitlement.cancel')} onClick={() => setEditing(false)} />
      </Tooltip>
    </Space.Compact>
  );
}

/** HR: every staff member's annual leave for the year chosen in the header, with the per-person setting. */
export function LeaveEntitlementsTable() {
  const { t, i18n } = useTranslation('don-nghi-phep');
  const namHocId = useAcademicYearId();
  const list = useListParams({ pageSize: 20 });
  // `tab` and `id` belong to the page, not to this list.
  const query = { ...list.query, tab: undefined, id: undefined, namHocId };
  const entitlements = useLeaveEntitlements(query);

  const columns: ColumnsType<LeaveEntitlement> = [
    { title: t('entitlement.col.code'), key: 'maNhanVien', dataIndex: 'maNhanVien', sorter: true },
    { title: t('col.person'), key: 'hoTen', dataIndex: 'hoTen', sorter: true },
    {
      title: t('detail.department'),
      key: 'tenPhongBan',
      sorter: true,
      responsive: ['md'],
      render: (_, r) => localName(i18n.language, r.tenPhongBan, r.tenPhongBanEn) || '—',
    },
    {
      title: t('entitlement.col.joined'),
      key: 'ngayVaoLam',
      sorter: true,
      responsive: ['lg'],
      render: (_, r) => formatDateNow(r.ngayVaoLam) || '—',
    },
    {
      title: t('entitlement.col.setting'),
      key: 'soNgayPhepNam',
      sorter: true,
      render: (_, r) => <EntitlementCell key={`${r.nhanVienId}-${r.version}`} row={r} namHocId={namHocId} />,
    },
    { title: t('balance.entitled'), key: 'soNgayDuocNghi', dataIndex: 'soNgayDuocNghi', align: 'right' },
    { title: t('balance.used'), key: 'soNgayDaNghi', dataIndex: 'soNgayDaNghi', align: 'right' },
    { title: t('balance.pending'), key: 'soNgayChoDuyet', dataIndex: 'soNgayChoDuyet', align: 'right' },
    {
      title: t('balance.remaining'),
      key: 'soNgayConLai',
      align: 'right',
      render: (_, r) => (
        <Typography.Text type={r.soNgayConLai < 0 ? 'danger' : undefined}>{r.soNgayConLai}</Typography.Text>
      ),
    },
  ];

  return (
    <Flex vertical gap="small">
      <Typography.Text type="secondary">{t('entitlement.help')}</Typography.Text>
      <DataTable<LeaveEntitlement>
        columns={columns}
        rowKey="nhanVienId"
        data={entitlements.data}
        loading={entitlements.isFetching}
        list={list}
      />
    </Flex>
  );
}
