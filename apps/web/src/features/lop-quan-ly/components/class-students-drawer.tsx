import type { LopQuanLy, LopQuanLyHocSinh } from '@hpl/shared/lop-quan-ly/contract';
import { Descriptions, Drawer, Empty, Flex, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateNow } from '../../../lib/format';
import { useClassStudents } from '../api/list-class-students';

/** A class at a glance: its details and the students enrolled, each linking to the full profile. */
export function ClassStudentsDrawer({ lop, onClose }: { lop: LopQuanLy | null; onClose: () => void }) {
  const { t } = useTranslation('lop-quan-ly');
  const students = useClassStudents(lop?.id ?? null);

  return (
    <Drawer
      open={lop !== null}
      onClose={onClose}
      title={lop ? t('lop.detailTitle', { name: lop.tenLop }) : ''}
      size={640}
      destroyOnHidden
    >
      {lop && (
        <Flex vertical gap="middle">
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'namHoc', label: t('lop.namHoc'), children: lop.tenNamHoc },
              { key: 'khoi', label: t('lop.khoiId'), children: lop.tenKhoi },
              { key: 'heHoc', label: t('lop.heHocId'), children: lop.tenHeHoc },
              { key: 'phong', label: t('lop.phongId'), children: lop.tenPhong ?? '—' },
              { key: 'gvcn', label: t('lop.gvcnId'), children: lop.tenGvcn ?? '—' },
              { key: 'siSo', label: t('lop.siSo'), children: lop.siSo },
            ]}
          />
          <Table<LopQuanLyHocSinh>
            size="small"
            rowKey="hocSinhId"
            loading={students.isLoading}
            dataSource={students.data ?? []}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('lop.noStudents')} /> }}
            columns={[
              { key: 'stt', title: t('lop.stt'), width: 48, render: (_, __, i) => i + 1 },
              { key: 'maHocSinh', dataIndex: 'maHocSinh', title: t('lop.maHocSinh') },
              {
                key: 'hoTen',
                title: t('lop.hoTen'),
                render: (_, s) => <Link to={`/quanly/hocsinh/${s.hocSinhId}/hoso`}>{s.hoTen}</Link>,
              },
              {
                key: 'gioiTinh',
                title: t('lop.gioiTinh'),
                responsive: ['sm'],
                render: (_, s) =>
                  s.gioiTinh === 'nam' ? t('lop.gioiTinh.nam') : s.gioiTinh === 'nu' ? t('lop.gioiTinh.nu') : '',
              },
              {
                key: 'ngaySinh',
                title: t('lop.ngaySinh'),
                responsive: ['sm'],
                render: (_, s) => formatDateNow(s.ngaySinh),
              },
              { key: 'tuNgay', title: t('lop.tuNgay'), responsive: ['md'], render: (_, s) => formatDateNow(s.tuNgay) },
            ]}
          />
        </Flex>
      )}
    </Drawer>
  );
}
