import type { PlanComment } from '@hpl/shared/giao-an/contract';
import { ACTIVITY_FIELDS, type PlanContent } from '@hpl/shared/giao-an/sections';
import { Alert, Card, Descriptions, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { titleOf } from './section-title';

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
 * A plan read section by section, in the sections it was written in (the 5512 layout or the Cambridge one, as the
 * school set them), each with the comments on it and, for the head, a place to write one (`below`).
 */
export function PlanView({
  content,
  comments,
  below,
}: {
  content: PlanContent;
  comments: PlanComment[];
  below?: (section: string, title: string) => ReactNode;
}) {
  const { t, i18n } = useTranslation('giao-an');
  const en = i18n.language === 'en';
  return (
    <Flex vertical gap="middle">
      {content.muc.map((m) => {
        const title = titleOf(m, en);
        return (
          <Card key={m.ma} size="small" title={title}>
            {m.loai === 'van_ban' ? (
              <Text value={m.truong.text ?? ''} />
            ) : (
              <Descriptions
                column={1}
                size="small"
                items={ACTIVITY_FIELDS.map((f) => ({
                  key: f,
                  label: t(`field.${f}`),
                  children: <Text value={m.truong[f] ?? ''} />,
                }))}
              />
            )}
            <SectionComments comments={comments.filter((c) => c.muc === m.ma)} />
            {below?.(m.ma, title)}
          </Card>
        );
      })}
    </Flex>
  );
}
