import { ROLES } from '@hpl/shared/auth';
import { Alert, Checkbox, Flex, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { groupPermissions } from './permission-groups';

/**
 * Role and permission checkboxes with readable labels (the code stays visible as a tooltip, since the claims carry
 * it). A student account is limited to the HocSinh role and no permission.
 */
export function AccessFields({ student }: { student: boolean }) {
  const { t } = useTranslation('tai-khoan');
  const roles = ROLES.map((r) => ({
    value: r,
    label: <span title={r}>{t(`role.${r}` as 'role.Admin')}</span>,
    disabled: student && r !== 'HocSinh',
  }));
  return (
    <>
      {student && <Alert type="info" showIcon title={t('form.studentOnly')} style={{ marginBottom: 16 }} />}
      <Form.Item name="roles" label={t('form.roles')}>
        <Checkbox.Group options={roles} />
      </Form.Item>
      {!student && (
        <Form.Item name="permissions" label={t('form.permissions')}>
          <Checkbox.Group style={{ width: '100%' }}>
            <Flex vertical gap="small" style={{ width: '100%' }}>
              {groupPermissions().map((group) => (
                <div key={group.key}>
                  <Typography.Text strong>{t(`group.${group.key}` as 'group.QuanLy')}</Typography.Text>
                  <Flex wrap gap="small" style={{ paddingInlineStart: 12, paddingTop: 4 }}>
                    {group.permissions.map((p) => (
                      <Checkbox key={p} value={p}>
                        <span title={p}>{t(`perm.${p}` as 'perm.QuanLy.TaiKhoan')}</span>
                      </Checkbox>
                    ))}
                  </Flex>
                </div>
              ))}
            </Flex>
          </Checkbox.Group>
        </Form.Item>
      )}
    </>
  );
}
