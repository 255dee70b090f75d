import { EditOutlined, KeyOutlined, LockOutlined, PlusOutlined, UnlockOutlined } from '@ant-design/icons';
import { ROLES } from '@hpl/shared/auth';
import type { TaiKhoan } from '@hpl/shared/tai-khoan/contract';
import { App, Button, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { Select } from '../../../components/select';
import { useListParams } from '../../../components/use-list-params';
import { exportRecords } from '../../../lib/export-records';
import { formatDateTimeNow } from '../../../lib/format';

import { useLockAccount, useResetAccountPassword, useUnlockAccount } from '../api/account-security';
import { useAccounts } from '../api/list-accounts';
import { CreateAccountForm, EditAccessForm } from '../components/account-forms';
import { OneTimePasswordModal } from '../components/one-time-password-modal';

/**
 * `/quanly/taiKhoan` [QuanLy.TaiKhoan]: accounts with their roles and last sign-in; create for a staff or student
 * record, edit roles and permissions, lock/unlock (ends sessions) and reset the password (shown once).
 */
export default function AccountsPage() {
  const { t } = useTranslation('tai-khoan');
  const { modal, message } = App.useApp();
  const list = useListParams({ sort: 'username' });
  const accounts = useAccounts(list.query);
  const lock = useLockAccount();
  const unlock = useUnlockAccount();
  const reset = useResetAccountPassword();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<TaiKhoan | null>(null);
  const [shown, setShown] = useState<{ username: string; password: string } | null>(null);
  const { role, loai, khoa } = list.params.filters;

  const confirm = (options: {
    title: string;
    content: string;
    okText: string;
    danger?: boolean;
    onOk: () => Promise<void>;
  }) =>
    modal.confirm({
      title: options.title,
      content: options.content,
      okText: options.okText,
      okButtonProps: { danger: options.danger },
      cancelText: t('common:action.cancel'),
      onOk: () => options.onOk().catch(() => undefined),
    });

  const columns: ColumnsType<TaiKhoan> = [
    { title: t('col.username'), key: 'username', dataIndex: 'username', sorter: true },
    {
      title: t('col.owner'),
      key: 'owner',
      render: (_, r) => (
        <Flex vertical>
          <span>{r.hoTen ?? '—'}</span>
          <Typography.Text type="secondary">
            {r.maNguoiDung} · {t(r.hocSinhId ? 'kind.hoc_sinh' : 'kind.nhan_vien')}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('col.roles'),
      key: 'roles',
      render: (_, r) => (
        <Flex wrap gap={4}>
          {r.roles.map((x) => (
            <Tag key={x} color={x === 'Admin' ? 'red' : 'blue'}>
              {t(`role.${x}` as 'role.Admin')}
            </Tag>
          ))}
          {r.permissions.length > 0 && (
            <Tooltip title={r.permissions.map((p) => t(`perm.${p}` as 'perm.QuanLy.TaiKhoan')).join(', ')}>
              <Tag>
                {t('col.permissions')}: {r.permissions.length}
              </Tag>
            </Tooltip>
          )}
        </Flex>
      ),
    },
    {
      title: t('col.lastSignIn'),
      key: 'lastSignInAt',
      sorter: true,
      responsive: ['md'],
      render: (_, r) =>
        r.lastSignInAt ? (
          formatDateTimeNow(r.lastSignInAt)
        ) : (
          <Typography.Text type="secondary">{t('never')}</Typography.Text>
        ),
    },
    {
      title: t('col.status'),
      key: 'status',
      render: (_, r) =>
        r.lockedAt ? <Tag color="red">{t('status.locked')}</Tag> : <Tag color="green">{t('status.active')}</Tag>,
    },
    {
      title: t('col.actions'),
      key: 'actions',
      render: (_, r) => (
        <Space size={0} wrap>
          <Tooltip title={t('action.editAccess')}>
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              aria-label={t('action.editAccess')}
              onClick={() => setEditing(r)}
            />
          </Tooltip>
          {r.lockedAt ? (
            <Tooltip title={t('action.unlock')}>
              <Button
                type="link"
                size="small"
                icon={<UnlockOutlined />}
                aria-label={t('action.unlock')}
                onClick={() =>
                  confirm({
                    title: t('unlock.title', { username: r.username }),
                    content: t('unlock.content'),
                    okText: t('action.unlock'),
                    onOk: async () => {
                      await unlock.mutateAsync(r.id);
                      message.success(t('done.unlocked'));
                    },
                  })
                }
              />
            </Tooltip>
          ) : (
            <Tooltip title={t('action.lock')}>
              <Button
                type="link"
                size="small"
                danger
                icon={<LockOutlined />}
                aria-label={t('action.lock')}
                onClick={() =>
                  confirm({
                    title: t('lock.title', { username: r.username }),
                    content: t('lock.content'),
                    okText: t('action.lock'),
                    danger: true,
                    onOk: async () => {
                      await lock.mutateAsync(r.id);
                      message.success(t('done.locked'));
                    },
                  })
                }
              />
            </Tooltip>
          )}
          <Tooltip title={t('action.resetPassword')}>
            <Button
              type="link"
              size="small"
              icon={<KeyOutlined />}
              aria-label={t('action.resetPassword')}
              onClick={() =>
                confirm({
                  title: t('reset.title', { username: r.username }),
                  content: t('reset.content'),
                  okText: t('action.resetPassword'),
                  danger: true,
                  onOk: async () => {
                    const result = await reset.mutateAsync(r.id);
                    setShown({ username: result.taiKhoan.username, password: result.matKhauTam });
                  },
                })
              }
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  const toolbar = (
    <>
      <Select
        allowClear
        placeholder={t('filter.role')}
        style={{ minWidth: 140 }}
        value={role}
        onChange={(v) => list.setFilter('role', v)}
        options={ROLES.map((r) => ({ value: r, label: t(`role.${r}` as 'role.Admin') }))}
      />
      <Select
        allowClear
        placeholder={t('filter.kind')}
        style={{ minWidth: 140 }}
        value={loai}
        onChange={(v) => list.setFilter('loai', v)}
        options={[
          { value: 'nhan_vien', label: t('kind.nhan_vien') },
          { value: 'hoc_sinh', label: t('kind.hoc_sinh') },
        ]}
      />
      <Select
        allowClear
        placeholder={t('filter.locked')}
        style={{ minWidth: 130 }}
        value={khoa}
        onChange={(v) => list.setFilter('khoa', v)}
        options={[
          { value: 'false', label: t('status.active') },
          { value: 'true', label: t('status.locked') },
        ]}
      />
    </>
  );

  return (
    <>
      <PageHeader
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('action.create')}
          </Button>
        }
      />
      <DataTable<TaiKhoan>
        columns={columns}
        rowKey="id"
        data={accounts.data}
        loading={accounts.isFetching}
        list={list}
        onExport={() => exportRecords('/TaiKhoan/xuatExcel', list.query, 'tai-khoan')}
        toolbar={toolbar}
      />
      <CreateAccountForm open={creating} onClose={() => setCreating(false)} onCreated={setShown} />
      <EditAccessForm account={editing} onClose={() => setEditing(null)} />
      <OneTimePasswordModal shown={shown} onClose={() => setShown(null)} />
    </>
  );
}
