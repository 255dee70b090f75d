import { GiftOutlined } from '@ant-design/icons';
import type { ThongTinLopChuNhiem } from '@hpl/shared/chu-nhiem/contract';
import { Card, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../../components/person-avatar';
import { formatDate } from '../../../lib/format-date';

/** The students whose birthday falls in this month, in day order. */
export function BirthdaysCard({ info }: { info: ThongTinLopChuNhiem }) {
  const { t } = useTranslation('chu-nhiem');
  const byId = new Map(info.hocSinh.map((s) => [s.hocSinhId, s]));
  const people = info.sinhNhatThangNay.flatMap((id) => byId.get(id) ?? []);
  return (
    <Card
      size="small"
      title={
        <span>
          <GiftOutlined /> {t('lop.birthdays')}
        </span>
      }
    >
      {people.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('lop.noBirthdays')} />
      ) : (
        <Flex wrap gap="middle">
          {people.map((s) => (
            <Flex key={s.hocSinhId} align="center" gap={8}>
              <PersonAvatar photo={s.anhDaiDien} name={s.hoTen} />
              <div>
                <Typography.Text strong>{s.hoTen}</Typography.Text>
                <div style={{ fontSize: 12 }}>{s.ngaySinh ? formatDate(s.ngaySinh) : ''}</div>
              </div>
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}
