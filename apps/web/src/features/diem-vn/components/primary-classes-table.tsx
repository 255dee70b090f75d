import { EyeOutlined } from '@ant-design/icons';
import type { LopMonHocTieuHoc } from '@hpl/shared/diem-vn/tieu-hoc.contract';
import { Button, Flex, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNumberColumns } from '../../../components/number-columns';
import { usePrimaryClasses } from '../api/primary-classes';
import { EntryProgress } from './entry-progress';

/**
 * `quanlydiemvn/lopmonhoc`, primary part: every primary subject class (Circular 27) with its entry progress per rating
 * point (pupils whose rating, and the test due, are entered); any class's gradebook opens read-only.
 */
export function PrimaryClassesTable({
  namHocId,
  filter,
}: {
  namHocId: number | null;
  filter: (c: LopMonHocTieuHoc) => boolean;
}) {
  const { t } = useTranslation('diem-vn');
  const navigate = useNavigate();
  const classes = usePrimaryClasses({ namHocId: namHocId ?? undefined, phamVi: 'tatCa' }, namHocId !== null);
  const rows = (classes.data ?? []).filter(filter);
  const columns = useNumberColumns<LopMonHocTieuHoc, ColumnType<LopMonHocTieuHoc>>(
    [
      { title: t('classes.homeroom'), dataIndex: 'tenLopQuanLy', width: 90 },
      { title: t('classes.subject'), dataIndex: 'tenMonHoc' },
      { title: t('classes.teacher'), render: (_v, c) => c.giaoVien.join(', ') },
      { title: t('classes.size'), dataIndex: 'siSo', width: 70, align: 'right' },
      {
        title: t('classes.progress'),
        render: (_v, c) => (
          <EntryProgress
            items={c.tienDo.map((p) => ({
              key: p.ky,
              label: p.ky,
              tip: t('tieuHoc.progressOf', { period: t(`tieuHoc.ky.${p.ky}`), done: p.daNhap, due: p.canNhap }),
              done: p.daNhap,
              due: p.canNhap,
            }))}
          />
        ),
      },
      {
        title: t('classes.state'),
        render: (_v, c) => (
          <>
            {c.congBo.map((k) => (
              <Tag key={`p${k}`} color="blue">
                {t('tieuHoc.publishedTerm', { term: k })}
              </Tag>
            ))}
            {c.khoa.map((k) => (
              <Tag key={`l${k}`} color="red">
                {t('tieuHoc.lockedTerm', { term: k })}
              </Tag>
            ))}
          </>
        ),
      },
      {
        title: '',
        width: 60,
        render: (_v, c) => (
          <Tooltip title={t('classes.open')}>
            <Button
              type="text"
              icon={<EyeOutlined />}
              aria-label={t('classes.openOf', { name: `${c.tenMonHoc} ${c.tenLopQuanLy}` })}
              onClick={() => navigate(`/chuyenmon/sodiemnhanxet?lop=${c.id}&th=1`)}
            />
          </Tooltip>
        ),
      },
    ],
    rows,
  );
  return (
    <Flex vertical gap="small">
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('tieuHoc.classesTitle')}
      </Typography.Title>
      <Table<LopMonHocTieuHoc>
        rowKey="id"
        size="small"
        loading={classes.isLoading}
        dataSource={rows}
        pagination={{ pageSize: 50, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        columns={columns}
      />
    </Flex>
  );
}
