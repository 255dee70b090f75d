import { Alert, Card, Descriptions, Flex, List, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api';
import { formatDate } from '../../hoc-sinh/components/format';
import { useStudentDirectoryProfile } from '../api/get-directory-profiles';
import { PersonAvatar } from '../components/person-avatar';

/**
 * `/danhba/hocsinh/:id/hoso`: a student's directory card. Every teacher sees the basics; the homeroom teacher and
 * Admin also get birth date, phone and family contacts — the server decides (`xemDayDu`), the page shows what it gets.
 */
export default function StudentDirectoryProfilePage() {
  const { t } = useTranslation('danh-ba');
  const id = Number(useParams().id) || null;
  const profile = useStudentDirectoryProfile(id);

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
  const phone = p.dienThoai ? <Typography.Link href={`tel:${p.dienThoai}`}>{p.dienThoai}</Typography.Link> : '—';
  return (
    <>
      <PageHeader title={p.hoTen} subTitle={p.maHocSinh} />
      <Flex vertical gap="middle">
        <Card>
          <Flex gap="large" wrap>
            <PersonAvatar fileId={p.anhDaiDien} name={p.hoTen} size={96} />
            <Descriptions
              style={{ flex: 1, minWidth: 260 }}
              column={{ xs: 1, md: 2 }}
              size="small"
              items={[
                { key: 'ma', label: t('col.code'), children: p.maHocSinh },
                { key: 'lop', label: t('col.class'), children: p.tenLop ?? '—' },
                { key: 'gvcn', label: t('profile.homeroomTeacher'), children: p.tenGvcn ?? '—' },
                {
                  key: 'gt',
                  label: t('profile.gender'),
                  children: p.gioiTinh ? t(`gender.${p.gioiTinh}` as 'gender.nam') : '—',
                },
                {
                  key: 'email',
                  label: t('col.email'),
                  children: p.email ? <Typography.Link href={`mailto:${p.email}`}>{p.email}</Typography.Link> : '—',
                },
                ...(p.xemDayDu
                  ? [
                      { key: 'ns', label: t('profile.birthDate'), children: formatDate(p.ngaySinh) || '—' },
                      { key: 'dt', label: t('col.phone'), children: phone },
                    ]
                  : []),
              ]}
            />
          </Flex>
        </Card>
        {p.xemDayDu ? (
          <Card title={t('profile.family')} size="small">
            <List
              dataSource={p.phuHuynh}
              locale={{ emptyText: t('profile.noFamily') }}
              renderItem={(f) => (
                <List.Item key={`${f.hoTen}-${f.quanHe}`}>
                  <List.Item.Meta
                    title={`${f.hoTen} (${f.quanHe})`}
                    description={
                      <Flex gap="middle" wrap>
                        {f.dienThoai && <Typography.Link href={`tel:${f.dienThoai}`}>{f.dienThoai}</Typography.Link>}
                        {f.email && <Typography.Link href={`mailto:${f.email}`}>{f.email}</Typography.Link>}
                      </Flex>
                    }
                  />
                </List.Item>
              )}
            />
          </Card>
        ) : (
          <Alert type="info" showIcon title={t('profile.limited')} />
        )}
      </Flex>
    </>
  );
}
