import type { PlanTeacherCount } from '@hpl/shared/giao-an/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNumberColumns } from '../../../components/number-columns';
import { api } from '../../../lib/api';
import { giaoAnKeys } from '../api/keys';

/** `GET /api/GiaoAn/thongKeGiaoVien`: my queue counted per teacher (waiting, late, approved, returned). */
export function TeacherCounts() {
  const { t } = useTranslation('giao-an');
  const query = useQuery({
    queryKey: giaoAnKeys.counts(),
    queryFn: ({ signal }) => api.get<PlanTeacherCount[]>('/GiaoAn/thongKeGiaoVien', { signal }),
  });
  const number = (key: keyof PlanTeacherCount) => ({
    key,
    dataIndex: key,
    title: t(`counts.${key}`),
    align: 'right' as const,
  });
  const columns = useNumberColumns(
    [
      { key: 'hoTen', dataIndex: 'hoTen', title: t('counts.hoTen') },
      number('choDuyet'),
      number('treHan'),
      number('daDuyet'),
      number('traLai'),
      number('tong'),
    ],
    query.data,
  );
  if (!query.data?.length) return null;
  return (
    <Card size="small" title={t('counts.title')} style={{ marginBottom: 16 }}>
      <Table<PlanTeacherCount>
        rowKey="nhanVienId"
        size="small"
        pagination={false}
        loading={query.isLoading}
        dataSource={query.data}
        columns={columns}
      />
    </Card>
  );
}
