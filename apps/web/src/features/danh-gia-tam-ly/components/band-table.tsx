import type { GroupSummary } from '@hpl/shared/danh-gia-tam-ly/tong-quan.contract';
import { Card, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NamedProgress } from '../../../components/named-progress';
import { formatNumber } from '../../../lib/format-number';
import { textIn } from './text2';

/** One subscale of a campaign: its mean and how many students fall in each band (share of the respondents). */
export function BandTable({ group, total }: { group: GroupSummary; total: number }) {
  const { t, i18n } = useTranslation('danh-gia-tam-ly');
  const lang = i18n.language;
  const language = lang.startsWith('en') ? 'en' : 'vi';
  return (
    <Card
      size="small"
      title={textIn(lang, group.title)}
      extra={
        <Typography.Text type="secondary">
          {t('tongQuan.trungBinh', { mean: formatNumber(language, group.mean, 1) })}
        </Typography.Text>
      }
    >
      <Table
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={group.bands}
        columns={[
          {
            title: t('bai.muc'),
            key: 'label',
            render: (_, b) => (b.followUp ? <Tag color="red">{textIn(lang, b.label)}</Tag> : textIn(lang, b.label)),
          },
          { title: t('tongQuan.soHocSinh'), dataIndex: 'count', align: 'right', width: 90 },
          {
            title: t('tongQuan.tyLe'),
            key: 'share',
            width: '40%',
            render: (_, b) => (
              <NamedProgress
                name={`${textIn(lang, b.label)}: ${t('tongQuan.tyLe')}`}
                percent={total ? Math.round((b.count / total) * 100) : 0}
                size="small"
                status={b.followUp ? 'exception' : 'normal'}
                format={(percent) => `${percent}%`}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
