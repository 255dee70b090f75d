import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import type { PhuHuynhLienHe } from '@hpl/shared/chu-nhiem/contract';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A student's guardians: name and relation, phone and e-mail as links that call or write. */
export function GuardianContacts({ guardians }: { guardians: PhuHuynhLienHe[] }) {
  const { t } = useTranslation('chu-nhiem');
  if (guardians.length === 0) return <Typography.Text type="secondary">{t('lop.noGuardian')}</Typography.Text>;
  return (
    <Flex vertical gap={4}>
      {guardians.map((g) => (
        <div key={g.id}>
          <Typography.Text strong>{g.hoTen}</Typography.Text>{' '}
          <Typography.Text type="secondary">({g.quanHe})</Typography.Text>
          <Flex wrap gap={8} style={{ fontSize: 12 }}>
            {g.dienThoai && (
              <a href={`tel:${g.dienThoai}`}>
                <PhoneOutlined /> {g.dienThoai}
              </a>
            )}
            {g.email && (
              <a href={`mailto:${g.email}`}>
                <MailOutlined /> {g.email}
              </a>
            )}
          </Flex>
        </div>
      ))}
    </Flex>
  );
}
