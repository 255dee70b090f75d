import { Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChatBotPassage } from '../api/get-chat-bot-passage';

/** The passage an answer cites, with its document and section, opened from a source link. */
export function PassageModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('chat-bot');
  const passage = useChatBotPassage(id);
  return (
    <Modal
      open={id !== null}
      onCancel={onClose}
      footer={null}
      title={passage.data?.taiLieu ?? t('source.title')}
      width={640}
      destroyOnHidden
    >
      {passage.isLoading ? (
        <Skeleton active />
      ) : passage.data ? (
        <>
          {passage.data.muc && <Typography.Title level={5}>{passage.data.muc}</Typography.Title>}
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{passage.data.noiDung}</Typography.Paragraph>
        </>
      ) : (
        <Typography.Text type="secondary">{t('source.missing')}</Typography.Text>
      )}
    </Modal>
  );
}
