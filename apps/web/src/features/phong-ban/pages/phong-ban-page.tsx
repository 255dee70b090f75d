import { TeamOutlined } from '@ant-design/icons';
import type { PhongBan } from '@hpl/shared/phong-ban/contract';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../components/crud/crud-page';
import { MembersDrawer } from '../components/members-drawer';
import { phongBanConfig } from '../components/phong-ban.config';

/**
 * `quanly/phongban` (Admin) and `quanlynhansu/phongban` (HR): departments with their head; members and deputies are
 * managed in a drawer per department. The API admits both screens (phongBanAuthority).
 */
export default function PhongBanPage() {
  const { t } = useTranslation('phong-ban');
  const [shown, setShown] = useState<PhongBan | null>(null);
  return (
    <CrudPage<PhongBan>
      config={phongBanConfig}
      rowExtra={(pb) => (
        <Tooltip title={t('members.open')}>
          <Button
            type="text"
            size="small"
            icon={<TeamOutlined />}
            aria-label={t('members.open')}
            onClick={() => setShown(pb)}
          />
        </Tooltip>
      )}
    >
      <MembersDrawer phongBan={shown} onClose={() => setShown(null)} />
    </CrudPage>
  );
}
