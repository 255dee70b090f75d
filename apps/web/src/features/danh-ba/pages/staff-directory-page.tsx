import type { DanhBaNhanVien } from '@hpl/shared/danh-ba/contract';
import { localName } from '@hpl/shared/local-name';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { Select } from '../../../components/select';
import { useListParams } from '../../../components/use-list-params';
import { useDepartments } from '../api/list-departments';
import { useStaffDirectory } from '../api/list-staff-directory';
import { EmailLink, PhoneLink } from '../components/contact-links';
import { DirectoryList } from '../components/directory-list';

/** `/danhba/nhanvien`: who works here — avatar, department, position, phone and e-mail; search ignores accents. */
export default function StaffDirectoryPage() {
  const { t, i18n } = useTranslation('danh-ba');
  const list = useListParams({ sort: 'hoTen' });
  const staff = useStaffDirectory(list.query);
  const departments = useDepartments();
  const en = i18n.language.startsWith('en');

  const toolbar = (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('filter.department')}
      aria-label={t('filter.department')}
      style={{ minWidth: 180 }}
      value={list.params.filters.phongBanId ? Number(list.params.filters.phongBanId) : undefined}
      onChange={(v) => list.setFilter('phongBanId', v)}
      options={departments.data?.items.map((d) => ({
        value: d.id,
        label: (en ? d.tenPhongBanEn : null) ?? d.tenPhongBan,
      }))}
    />
  );

  return (
    <>
      <PageHeader />
      <DirectoryList<DanhBaNhanVien>
        list={list}
        data={staff.data}
        loading={staff.isFetching}
        toolbar={toolbar}
        href={(id) => `/danhba/nhanvien/${id}/hoso`}
        columns={[
          { title: t('col.code'), key: 'maNhanVien', dataIndex: 'maNhanVien', responsive: ['lg'] },
          {
            title: t('col.department'),
            key: 'tenPhongBan',
            sorter: true,
            render: (_, r) => localName(i18n.language, r.tenPhongBan, r.tenPhongBanEn),
          },
          {
            title: t('col.position'),
            key: 'chucVu',
            responsive: ['md'],
            render: (_, r) => localName(i18n.language, r.chucVu, r.chucVuEn),
          },
          { title: t('col.phone'), key: 'dienThoai', render: (_, r) => <PhoneLink value={r.dienThoai} /> },
          { title: t('col.email'), key: 'email', render: (_, r) => <EmailLink value={r.email} /> },
        ]}
        describe={(s) => ({
          group:
            [localName(i18n.language, s.tenPhongBan, s.tenPhongBanEn), localName(i18n.language, s.chucVu, s.chucVuEn)]
              .filter(Boolean)
              .join(' · ') || null,
          lines: [s.dienThoai, s.email],
        })}
        exportPath="/DanhBa/xuatExcelNhanVien"
        exportName="danh-ba-nhan-vien"
      />
    </>
  );
}
