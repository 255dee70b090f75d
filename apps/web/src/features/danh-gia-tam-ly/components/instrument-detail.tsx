import { groupRange } from '@hpl/shared/danh-gia-tam-ly/scoring';
import { Descriptions, Drawer, List, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useInstrument } from '../api/get-instrument';
import { textIn } from './text2';

/** One version read-only: source and licence, the option scores, each group with its multiplier and bands, the items. */
export function InstrumentDetail({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { t, i18n } = useTranslation('danh-gia-tam-ly');
  const { data, isLoading } = useInstrument(id);
  const lang = i18n.language;

  return (
    <Drawer open={id !== undefined} onClose={onClose} size={720} title={data ? `${data.ma} · v${data.phienBan}` : ''}>
      {isLoading || !data ? (
        <Skeleton active />
      ) : (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('bai.ten')}>{lang.startsWith('en') ? data.tenEn : data.ten}</Descriptions.Item>
            <Descriptions.Item label={t('bai.moTa')}>{data.moTa}</Descriptions.Item>
            <Descriptions.Item label={t('bai.nguon')}>{data.nguon}</Descriptions.Item>
            <Descriptions.Item label={t('bai.giayPhep')}>{data.giayPhep}</Descriptions.Item>
            <Descriptions.Item label={t('bai.huongDan')}>{textIn(lang, data.dinhNghia.instructions)}</Descriptions.Item>
            <Descriptions.Item label={t('bai.luaChon')}>
              {data.dinhNghia.options.map((o) => (
                <Tag key={o.score}>
                  {o.score} · {textIn(lang, o.label)}
                </Tag>
              ))}
            </Descriptions.Item>
          </Descriptions>
          {data.dinhNghia.groups.map((g) => {
            const range = groupRange(data.dinhNghia, g);
            return (
              <div key={g.key}>
                <Typography.Title level={5}>
                  {textIn(lang, g.title)}{' '}
                  <Typography.Text type="secondary">
                    {t('bai.thangDiem', { min: range.min, max: range.max, multiplier: g.multiplier })}
                  </Typography.Text>
                </Typography.Title>
                <Table
                  size="small"
                  rowKey="key"
                  pagination={false}
                  dataSource={g.bands}
                  columns={[
                    { title: t('bai.muc'), key: 'label', render: (_, b) => textIn(lang, b.label) },
                    { title: t('bai.tu'), dataIndex: 'min', align: 'right' },
                    { title: t('bai.den'), key: 'max', align: 'right', render: (_, b) => b.max ?? '—' },
                    {
                      title: t('bai.theoDoi'),
                      key: 'followUp',
                      render: (_, b) => (b.followUp ? <Tag color="red">{t('bai.canTheoDoi')}</Tag> : null),
                    },
                  ]}
                />
              </div>
            );
          })}
          <List
            header={
              <Typography.Text strong>{t('bai.cauHoi', { count: data.dinhNghia.questions.length })}</Typography.Text>
            }
            size="small"
            dataSource={data.dinhNghia.questions}
            renderItem={(q, i) => {
              const group = data.dinhNghia.groups.find((g) => g.key === q.group);
              return (
                <List.Item>
                  <Space wrap>
                    <Typography.Text>
                      {i + 1}. {textIn(lang, q.text)}
                    </Typography.Text>
                    {group && data.dinhNghia.groups.length > 1 ? <Tag>{textIn(lang, group.title)}</Tag> : null}
                    {q.reverse ? <Tag color="gold">{t('bai.daoDiem')}</Tag> : null}
                  </Space>
                </List.Item>
              );
            }}
          />
        </Space>
      )}
    </Drawer>
  );
}
