import type { ChatBotDocument } from '@hpl/shared/chat-bot/contract';
import { Drawer, List, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../app/shell/use-is-mobile';
import { useDocumentPassages } from '../api/list-chat-bot-passages';

/** The passages a document was split into, as the assistant quotes them. */
export function PassagesDrawer({ document, onClose }: { document: ChatBotDocument | null; onClose: () => void }) {
  const { t } = useTranslation('chat-bot');
  const isMobile = useIsMobile();
  const passages = useDocumentPassages(document?.id ?? null);
  return (
    <Drawer
      open={document !== null}
      onClose={onClose}
      size={isMobile ? '100%' : 640}
      title={document ? t('docs.passagesTitle', { title: document.tieuDe }) : ''}
    >
      {passages.isLoading ? (
        <Skeleton active />
      ) : (
        <List
          dataSource={passages.data ?? []}
          rowKey="id"
          renderItem={(p) => (
            <List.Item>
              <List.Item.Meta
                title={`${p.thuTu}. ${p.muc || t('docs.noHeading')}`}
                description={
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                    {p.noiDung}
                  </Typography.Paragraph>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
}
