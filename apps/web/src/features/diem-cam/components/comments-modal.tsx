import { Empty, Flex, Input, List, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/select';
import { useExamComments, useSaveExamComments } from '../api/report-cards';

type Draft = Record<number, { nhanXet: string | null; noLuc: number | null }>;

/**
 * The teacher's comment and effort (1–4) for each student of an exam, printed on the Cambridge report card. Only
 * students with a result can be commented; only changed rows are sent.
 */
export function CommentsModal({ examId, open, onClose }: { examId: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('diem-cam');
  const comments = useExamComments(examId, open);
  const save = useSaveExamComments(examId);
  const [draft, setDraft] = useState<Draft>({});
  const rows = comments.data ?? [];
  const currentOf = (id: number, key: 'nhanXet' | 'noLuc') =>
    draft[id] ? draft[id][key] : (rows.find((r) => r.hocSinhId === id)?.[key] ?? null);
  const change = (id: number, patch: Partial<Draft[number]>) =>
    setDraft((d) => ({
      ...d,
      [id]: {
        nhanXet: currentOf(id, 'nhanXet') as string | null,
        noLuc: currentOf(id, 'noLuc') as number | null,
        ...patch,
      },
    }));
  const close = () => {
    setDraft({});
    onClose();
  };
  const changed = Object.entries(draft).map(([id, v]) => ({ hocSinhId: Number(id), ...v }));
  return (
    <Modal
      open={open}
      title={t('comments.title')}
      width={720}
      okText={t('comments.save')}
      okButtonProps={{ disabled: changed.length === 0, loading: save.isPending }}
      onOk={async () => {
        await save.mutateAsync({ dong: changed });
        close();
      }}
      onCancel={close}
    >
      <Typography.Paragraph type="secondary">{t('comments.help')}</Typography.Paragraph>
      {comments.isLoading ? (
        <Spin />
      ) : (
        <List
          dataSource={rows}
          locale={{ emptyText: <Empty description={t('cards.noStudents')} /> }}
          renderItem={(r) => (
            <List.Item>
              <Flex vertical gap={4} style={{ width: '100%' }}>
                <Typography.Text strong>
                  {r.hoTen} <Typography.Text type="secondary">{r.maHocSinh}</Typography.Text>
                </Typography.Text>
                {r.coKetQua ? (
                  <Flex gap="small" wrap>
                    <Input.TextArea
                      style={{ flex: '1 1 240px' }}
                      autoSize={{ minRows: 1, maxRows: 4 }}
                      maxLength={1000}
                      aria-label={t('comments.comment', { name: r.hoTen })}
                      value={(currentOf(r.hocSinhId, 'nhanXet') as string | null) ?? ''}
                      onChange={(e) => change(r.hocSinhId, { nhanXet: e.target.value || null })}
                    />
                    <Select
                      allowClear
                      style={{ width: 200, maxWidth: '100%' }}
                      placeholder={t('comments.effort')}
                      aria-label={t('comments.effortOf', { name: r.hoTen })}
                      value={(currentOf(r.hocSinhId, 'noLuc') as number | null) ?? undefined}
                      options={[1, 2, 3, 4].map((n) => ({ value: n, label: t(`effort.${n}`) }))}
                      onChange={(noLuc?: number) => change(r.hocSinhId, { noLuc: noLuc ?? null })}
                    />
                  </Flex>
                ) : (
                  <Typography.Text type="secondary">{t('comments.noResult')}</Typography.Text>
                )}
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
