import type { PlanComment } from '@hpl/shared/giao-an/contract';
import {
  ACTIVITY_FIELDS,
  ACTIVITY_SECTIONS,
  OBJECTIVE_SECTIONS,
  type PlanContent,
  type PlanSection,
} from '@hpl/shared/giao-an/sections';
import { Alert, Card, Descriptions, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const Text = ({ value }: { value: string }) => (
  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{value || '—'}</Typography.Paragraph>
);

/** The comments of one section, shown under it. */
export function SectionComments({ comments }: { comments: PlanComment[] }) {
  if (comments.length === 0) return null;
  return (
    <Flex vertical gap={4} style={{ marginTop: 8 }}>
      {comments.map((c) => (
        <Alert
          key={c.id}
          type={c.hanhDong === 'return' ? 'warning' : 'success'}
          showIcon
          message={<span style={{ whiteSpace: 'pre-wrap' }}>{c.noiDung}</span>}
          description={c.hoTenNguoiNhanXet}
        />
      ))}
    </Flex>
  );
}

/**
 * A plan read section by section (5512 appendix IV), each with the comments on it and, for the head, a place to
 * write one (`below`).
 */
export function PlanView({
  content,
  comments,
  below,
}: {
  content: PlanContent;
  comments: PlanComment[];
  below?: (section: PlanSection) => ReactNode;
}) {
  const { t } = useTranslation('giao-an');
  const of = (s: PlanSection) => comments.filter((c) => c.muc === s);
  return (
    <Flex vertical gap="middle">
      <Card size="small" title={t('section.objectives')}>
        {OBJECTIVE_SECTIONS.map((s) => (
          <div key={s} style={{ marginBottom: 12 }}>
            <Typography.Text strong>{t(`section.${s}`)}</Typography.Text>
            <Text value={content.mucTieu[s]} />
            <SectionComments comments={of(s)} />
            {below?.(s)}
          </div>
        ))}
      </Card>
      <Card size="small" title={t('section.thietBi')}>
        <Text value={content.thietBi} />
        <SectionComments comments={of('thietBi')} />
        {below?.('thietBi')}
      </Card>
      <Card size="small" title={t('section.activities')}>
        {ACTIVITY_SECTIONS.map((s) => (
          <Card key={s} type="inner" size="small" title={t(`section.${s}`)} style={{ marginBottom: 12 }}>
            <Descriptions
              column={1}
              size="small"
              items={ACTIVITY_FIELDS.map((f) => ({
                key: f,
                label: t(`field.${f}`),
                children: <Text value={content.hoatDong[s][f]} />,
              }))}
            />
            <SectionComments comments={of(s)} />
            {below?.(s)}
          </Card>
        ))}
      </Card>
    </Flex>
  );
}
