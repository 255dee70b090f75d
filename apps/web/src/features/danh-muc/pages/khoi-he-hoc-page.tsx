import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { KhoiHeHocMatrix } from '../components/khoi-he-hoc-matrix';

/** `quanly/khoiHeHoc`: the grade levels each education system runs. */
export default function KhoiHeHocPage() {
  const { t } = useTranslation('danh-muc');
  return (
    <>
      <PageHeader />
      <Flex vertical gap="middle">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('khoiHeHoc.intro')}
        </Typography.Paragraph>
        <KhoiHeHocMatrix />
      </Flex>
    </>
  );
}
