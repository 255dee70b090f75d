import { Card, Descriptions, Flex, Result, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api';
import { formatDate } from '../../hoc-sinh/components/format';
import { useStaffProfile } from '../api/get-directory-profiles';
import { PersonAvatar } from '../components/person-avatar';

/** `/danhba/nhanvien/:id/hoso`: a colleague's card — contacts, department, homeroom classes and subjects taught. */
export default function StaffProfilePage() {
  const { t } = useTranslation('danh-ba');
  const id = Number(useParams().id) || null;
  const profile = useStaffProfile(id);

  if (profile.error instanceof ApiError && profile.error.status === 404) {
    return (
      <>
        <PageHeader />
        <Result status="404" title={t('profile.notFound')} />
      </>
    );
  }
  const p = profile.data;
  if (!p) {
    return (
      <>
        <PageHeader />
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={p.hoTen} subTitle={p.maNhanVien} />
      <Card>
        <Flex gap="large" wrap>
          <PersonAvatar fileId={p.anhDaiDien} name={p.hoTen} size={96} />
          <Descriptions
            style={{ flex: 1, minWidth: 260 }}
            column={{ xs: 1, md: 2 }}
            size="small"
            items={[
              {
                key: 'pb',
                label: t('col.department'),
                children: (
                  <Flex gap="small" wrap>
                    {p.tenPhongBan ?? '—'}
                    {p.laTruongPhong && <Tag color="gold">{t('profile.head')}</Tag>}
                  </Flex>
                ),
              },
              { key: 'cv', label: t('col.position'), children: p.chucVu ?? '—' },
              {
                key: 'dt',
                label: t('col.phone'),
                children: p.dienThoai ? (
                  <Typography.Link href={`tel:${p.dienThoai}`}>{p.dienThoai}</Typography.Link>
                ) : (
                  '—'
                ),
              },
              {
                key: 'email',
                label: t('col.email'),
                children: p.email ? <Typography.Link href={`mailto:${p.email}`}>{p.email}</Typography.Link> : '—',
              },
              {
                key: 'gt',
                label: t('profile.gender'),
                children: p.gioiTinh ? t(`gender.${p.gioiTinh}` as 'gender.nam') : '—',
              },
              { key: 'vl', label: t('profile.startDate'), children: formatDate(p.ngayVaoLam) || '—' },
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
        </Flex>
      </Card>
    </>
  );
}
