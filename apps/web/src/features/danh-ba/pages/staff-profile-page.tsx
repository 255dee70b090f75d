import { localName } from '@hpl/shared/local-name';
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { formatDateNow } from '../../../lib/format';

import { useStaffProfile } from '../api/get-directory-profiles';
import { EmailLink, PhoneLink } from '../components/contact-links';
import { DirectoryProfile, PersonCard } from '../components/directory-profile';

/** `/danhba/nhanvien/:id/hoso`: a colleague's card — contacts, department, homeroom classes and subjects taught. */
export default function StaffProfilePage() {
  const { t, i18n } = useTranslation('danh-ba');
  const id = Number(useParams().id) || null;
  const profile = useStaffProfile(id);

  return (
    <DirectoryProfile query={profile}>
      {(p) => (
        <>
          <PageHeader title={p.hoTen} subTitle={p.maNhanVien} />
          <PersonCard
            photo={p.anhDaiDien}
            name={p.hoTen}
            items={[
              {
                key: 'pb',
                label: t('col.department'),
                children: (
                  <Flex gap="small" wrap>
                    {localName(i18n.language, p.tenPhongBan, p.tenPhongBanEn) || '—'}
                    {p.laTruongPhong && <Tag color="gold">{t('profile.head')}</Tag>}
                  </Flex>
                ),
              },
              { key: 'cv', label: t('col.position'), children: localName(i18n.language, p.chucVu, p.chucVuEn) || '—' },
              { key: 'dt', label: t('col.phone'), children: <PhoneLink value={p.dienThoai} empty="—" /> },
              { key: 'email', label: t('col.email'), children: <EmailLink value={p.email} empty="—" /> },
              {
                key: 'gt',
                label: t('profile.gender'),
                children: p.gioiTinh ? t(`gender.${p.gioiTinh}` as 'gender.nam') : '—',
              },
              { key: 'vl', label: t('profile.startDate'), children: formatDateNow(p.ngayVaoLam) || '—' },
              {
                key: 'cn',
                label: t('profile.homeroom'),
                children: p.lopChuNhiem.length ? p.lopChuNhiem.map((l) => <Tag key={l.id}>{l.tenLop}</Tag>) : '—',
              },
              {
                key: 'mon',
                label: t('profile.subjects'),
                children: p.monGiangDay.length ? p.monGiangDay.map((m) => <Tag key={m}>{m}</Tag>) : '—',
              },
            ]}
          />
        </>
      )}
    </DirectoryProfile>
  );
}
