import { Alert, Card, Flex, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { formatDateNow } from '../../../lib/format';

import { useStudentDirectoryProfile } from '../api/get-directory-profiles';
import { EmailLink, PhoneLink } from '../components/contact-links';
import { DirectoryProfile, PersonCard } from '../components/directory-profile';

/**
 * `/danhba/hocsinh/:id/hoso`: a student's directory card. Every teacher sees the basics; the homeroom teacher and
 * Admin also get birth date, phone and family contacts — the server decides (`xemDayDu`), the page shows what it gets.
 */
export default function StudentDirectoryProfilePage() {
  const { t } = useTranslation('danh-ba');
  const id = Number(useParams().id) || null;
  const profile = useStudentDirectoryProfile(id);

  return (
    <DirectoryProfile query={profile}>
      {(p) => (
        <>
          <PageHeader title={p.hoTen} subTitle={p.maHocSinh} />
          <Flex vertical gap="middle">
            <PersonCard
              photo={p.anhDaiDien}
              name={p.hoTen}
              items={[
                { key: 'ma', label: t('col.code'), children: p.maHocSinh },
                { key: 'lop', label: t('col.class'), children: p.tenLop ?? '—' },
                { key: 'gvcn', label: t('profile.homeroomTeacher'), children: p.tenGvcn ?? '—' },
                {
                  key: 'gt',
                  label: t('profile.gender'),
                  children: p.gioiTinh ? t(`gender.${p.gioiTinh}` as 'gender.nam') : '—',
                },
                { key: 'email', label: t('col.email'), children: <EmailLink value={p.email} empty="—" /> },
                ...(p.xemDayDu
                  ? [
                      { key: 'ns', label: t('profile.birthDate'), children: formatDateNow(p.ngaySinh) || '—' },
                      { key: 'dt', label: t('col.phone'), children: <PhoneLink value={p.dienThoai} empty="—" /> },
                    ]
                  : []),
              ]}
            />
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
                            <PhoneLink value={f.dienThoai} />
                            <EmailLink value={f.email} />
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
      )}
    </DirectoryProfile>
  );
}
