import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../../components/person-avatar';
import { RecordPageFrame } from '../../../components/record-page-frame';
import { PeopleGrid } from '../../lop-mon-hoc';
import { ClassWeek } from '../../thoi-khoa-bieu';
import { useMyHomeroom } from '../api/get-my-homeroom';

/** `hocsinh/lopquanly`: my homeroom class — the homeroom teacher, my classmates (names and photos only)
 * and the class's week. */
export default function MyHomeroomPage() {
  const { t } = useTranslation('lop-quan-ly');
  return (
    <RecordPageFrame
      query={useMyHomeroom()}
      notFound={t('cuaEm.none')}
      header={(c) => ({ title: c.tenLop, subTitle: c.tenNamHoc })}
    >
      {(c) => (
        <Flex vertical gap="middle">
          <Card size="small" title={t('cuaEm.teacher')}>
            {c.giaoVienChuNhiem ? (
              <Flex align="center" gap="middle">
                <PersonAvatar photo={c.giaoVienChuNhiem.anhDaiDien} name={c.giaoVienChuNhiem.hoTen} size={56} />
                <Typography.Text strong>{c.giaoVienChuNhiem.hoTen}</Typography.Text>
              </Flex>
            ) : (
              <Typography.Text type="secondary">{t('cuaEm.noTeacher')}</Typography.Text>
            )}
          </Card>
          <Card size="small" title={t('cuaEm.classmates', { count: c.banCungLop.length })}>
            <PeopleGrid people={c.banCungLop} empty={t('cuaEm.empty')} />
          </Card>
          <ClassWeek source={{ kind: 'homeroom' }} />
        </Flex>
      )}
    </RecordPageFrame>
  );
}
