import type { Permission, Role } from '@hpl/shared/auth';
import type { TaiKhoan } from '@hpl/shared/tai-khoan/contract';
import { Alert, App, Form, Input, Radio } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { Select } from '../../../components/select';
import { ApiError } from '../../../lib/api';
import { StudentPicker } from '../../hoc-sinh';
import { useStaffOptions } from '../api/list-staff-options';
import { useCreateAccount, useUpdateAccountAccess } from '../api/save-account';
import { AccessFields } from './access-fields';

interface CreateValues {
  loai: 'nhan_vien' | 'hoc_sinh';
  nhanVienId?: number;
  hocSinhId?: number;
  username: string;
  roles: Role[];
  permissions: Permission[];
}

function StaffPicker(props: { value?: number; onChange?: (v: number) => void }) {
  const { t } = useTranslation('tai-khoan');
  const [search, setSearch] = useState('');
  const staff = useStaffOptions(search.trim());
  return (
    <Select<number>
      {...props}
      placeholder={t('form.pickStaff')}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={staff.isFetching}
      options={staff.data?.items.map((s) => ({
        value: s.id,
        label: `${s.hoTen} · ${s.maNhanVien}${s.tenPhongBan ? ` · ${s.tenPhongBan}` : ''}`,
      }))}
    />
  );
}

/** New account for a staff or student record; the one-time password is handed to `onCreated` to be shown once. */
export function CreateAccountForm({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (shown: { username: string; password: string }) => void;
}) {
  const { t } = useTranslation('tai-khoan');
  const [form] = Form.useForm<CreateValues>();
  const create = useCreateAccount();
  const kind = Form.useWatch('loai', form);

  useEffect(() => {
    if (kind === 'hoc_sinh') form.setFieldsValue({ roles: ['HocSinh'], permissions: [] });
  }, [kind, form]);

  const submit = async (v: CreateValues) => {
    const student = v.loai === 'hoc_sinh';
    const result = await create.mutateAsync({
      username: v.username.trim(),
      nhanVienId: student ? null : (v.nhanVienId ?? null),
      hocSinhId: student ? (v.hocSinhId ?? null) : null,
      roles: v.roles ?? [],
      permissions: student ? [] : (v.permissions ?? []),
    });
    onCreated({ username: result.taiKhoan.username, password: result.matKhauTam });
  };

  return (
    <FormDrawer<CreateValues>
      open={open}
      title={t('form.createTitle')}
      form={form}
      initialValues={{ loai: 'nhan_vien', roles: ['GiaoVien'], permissions: [] }}
      onSubmit={submit}
      onClose={onClose}
      width={600}
    >
      <Form.Item name="loai" label={t('form.ownerKind')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'nhan_vien', label: t('form.staff') },
            { value: 'hoc_sinh', label: t('form.student') },
          ]}
        />
      </Form.Item>
      {kind === 'hoc_sinh' ? (
        <Form.Item name="hocSinhId" label={t('form.student')} rules={[{ required: true, message: t('form.required') }]}>
          <StudentPicker />
        </Form.Item>
      ) : (
        <Form.Item name="nhanVienId" label={t('form.staff')} rules={[{ required: true, message: t('form.required') }]}>
          <StaffPicker />
        </Form.Item>
      )}
      <Form.Item
        name="username"
        label={t('form.username')}
        extra={t('form.usernameHint')}
        rules={[{ required: true, pattern: /^[A-Za-z0-9._@-]{3,64}$/, message: t('form.usernameHint') }]}
      >
        <Input autoComplete="off" maxLength={64} />
      </Form.Item>
      <AccessFields student={kind === 'hoc_sinh'} />
    </FormDrawer>
  );
}

interface AccessValues {
  roles: Role[];
  permissions: Permission[];
}

/**
 * Edits roles and permissions. A refusal (e.g. an admin removing their own Admin role) is shown in the drawer as
 * well as in the toast, so the reason stays next to the checkboxes.
 */
export function EditAccessForm({ account, onClose }: { account: TaiKhoan | null; onClose: () => void }) {
  const { t } = useTranslation('tai-khoan');
  const [form] = Form.useForm<AccessValues>();
  const { message } = App.useApp();
  const update = useUpdateAccountAccess();
  const [refusal, setRefusal] = useState<string[] | null>(null);

  const submit = async (v: AccessValues) => {
    if (!account) return;
    setRefusal(null);
    try {
      await update.mutateAsync({
        id: account.id,
        roles: v.roles ?? [],
        permissions: account.hocSinhId ? [] : (v.permissions ?? []),
        version: account.version,
      });
      message.success(t('done.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.errors.length > 0) setRefusal([...error.errors]);
      throw error;
    }
  };

  return (
    <FormDrawer<AccessValues>
      open={!!account}
      title={account ? t('form.accessTitle', { username: account.username }) : ''}
      form={form}
      initialValues={
        account ? { roles: account.roles as Role[], permissions: account.permissions as Permission[] } : undefined
      }
      onSubmit={submit}
      onClose={() => {
        setRefusal(null);
        onClose();
      }}
      width={600}
    >
      {refusal && <Alert type="error" showIcon title={refusal.join(' ')} style={{ marginBottom: 16 }} role="alert" />}
      <AccessFields student={!!account?.hocSinhId} />
    </FormDrawer>
  );
}
