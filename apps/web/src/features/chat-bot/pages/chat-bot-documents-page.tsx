import { UploadOutlined } from '@ant-design/icons';
import { CHATBOT_TOPICS, type ChatBotDocument, type ChatBotTopic } from '@hpl/shared/chat-bot/contract';
import { App, Button, Flex, Segmented, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useChatBotDocuments } from '../api/list-chat-bot-documents';
import { useSaveChatBotDocument } from '../api/save-chat-bot-document';
import { DOCUMENT_ACCEPT, DocumentsTable } from '../components/documents-table';
import { PassagesDrawer } from '../components/passages-drawer';
import { TopicSettingForm } from '../components/topic-setting-form';

/** Admin's knowledge base of the chatbot (hidden route /quanly/taiLieuChatBot): documents per topic. */
export default function ChatBotDocumentsPage() {
  const { t } = useTranslation('chat-bot');
  const { message } = App.useApp();
  const [topic, setTopic] = useState<ChatBotTopic>(1);
  const [viewing, setViewing] = useState<ChatBotDocument | null>(null);
  const documents = useChatBotDocuments(topic);
  const { upload } = useSaveChatBotDocument();

  return (
    <>
      <PageHeader
        extra={
          <Upload
            accept={DOCUMENT_ACCEPT}
            showUploadList={false}
            customRequest={async ({ file, onSuccess, onError }) => {
              try {
                const saved = await upload.mutateAsync({ linhVuc: topic, file: file as File });
                message.success(t('docs.uploaded', { title: saved.tieuDe, count: saved.soDoan }));
                onSuccess?.(saved);
              } catch (error) {
                onError?.(error as Error);
              }
            }}
          >
            <Button type="primary" icon={<UploadOutlined />} loading={upload.isPending}>
              {t('docs.upload')}
            </Button>
          </Upload>
        }
      />
      <Flex vertical gap={16}>
        <Segmented
          value={topic}
          onChange={(value) => setTopic(value as ChatBotTopic)}
          options={CHATBOT_TOPICS.map((id) => ({ value: id, label: t(`topic.${id}`) }))}
          aria-label={t('docs.topic')}
          style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
        />
        <Typography.Text type="secondary">{t('docs.uploadHint')}</Typography.Text>
        <DocumentsTable documents={documents.data} loading={documents.isLoading} onShowPassages={setViewing} />
        <TopicSettingForm linhVuc={topic} />
      </Flex>
      <PassagesDrawer document={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
