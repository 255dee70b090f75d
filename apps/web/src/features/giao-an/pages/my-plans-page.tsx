import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../components/use-list-params';
import { PlanTable } from '../components/plan-table';

/** `chuyenmon/giaoancuatoi`: my lesson plans, newest first, filtered by status; a new plan starts from here. */
export default function MyPlansPage() {
  const { t } = useTranslation('giao-an');
  const list = useListParams();
  return (
    <>
      <PageHeader
        extra={
          <Link to="/chuyenmon/giaoancuatoi/taogiaoan">
            <Button type="primary" icon={<PlusOutlined />}>
              {t('action.create')}
            </Button>
          </Link>
        }
      />
      <PlanTable kind="mine" list={list} href={(id) => `/chuyenmon/giaoancuatoi/${id}`} />
    </>
  );
}
