import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

/**
 * A calendar's month header: the month with labelled previous / next buttons (antd's own header has a month and a
 * year picker without an accessible name). Use as `headerRender={(props) => <MonthHeader {...props} />}`.
 */
export function MonthHeader({ value, onChange }: { value: Dayjs; onChange: (date: Dayjs) => void }) {
  const { t } = useTranslation('common');
  return (
    <Flex justify="end" align="center" gap="small" style={{ paddingBottom: 8 }}>
      <Button
        size="small"
        icon={<LeftOutlined />}
        aria-label={t('calendar.prevMonth')}
        onClick={() => onChange(value.subtract(1, 'month'))}
      />
      <Typography.Text strong>{value.format('MM/YYYY')}</Typography.Text>
      <Button
        size="small"
        icon={<RightOutlined />}
        aria-label={t('calendar.nextMonth')}
        onClick={() => onChange(value.add(1, 'month'))}
      />
    </Flex>
  );
}
