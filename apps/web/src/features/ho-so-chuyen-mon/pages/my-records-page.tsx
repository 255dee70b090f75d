import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useDepartmentRecords } from '../api/records';
import { DepartmentRecords } from '../components/department-records';
import { MyRecords } from '../components/my-records';

/** `chuyenmon/hosochuyenmon`: my professional records; a department head also checks the department's. */
export default function MyRecordsPage() {
  const { t } = useTranslation('ho-so-chuyen-mon');
  const department = useDepartmentRecords();
  const heads = (department.data?.length ?? 0) > 0;
  return (
    <>
      <PageHeader />
      <Tabs
        items={[
          { key: 'mine', label: t('tab.mine'), children: <MyRecords /> },
          ...(heads ? [{ key: 'department', label: t('tab.department'), children: <DepartmentRecords /> }] : []),
        ]}
      />
    </>
  );
}
