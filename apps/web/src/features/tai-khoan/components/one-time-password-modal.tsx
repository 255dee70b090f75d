import { Alert, Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shows a one-time password once, copyable; closing forgets it (the server keeps only its hash). */
export function OneTimePasswordModal({
  shown,
  onClose,
}: {
  shown: { username: string; password: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('tai-khoan');
  return (
    <Modal
      open={!!shown}
      title={shown ? t('password.title', { username: shown.username }) : ''}
      onCancel={onClose}
      onOk={onClose}
      okText={t('common:action.close')}
      cancelButtonProps={{ style: { display: 'none' } }}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {shown && (
        <Flex vertical gap="middle">
          <Alert type="warning" showIcon title={t('password.once')} />
          <Typography.Paragraph
            copyable={{ text: shown.password, tooltips: [t('password.copy'), t('password.copied')] }}
            style={{ fontSize: 20, fontFamily: 'monospace', margin: 0 }}
            data-testid="one-time-password"
          >
            {shown.password}
          </Typography.Paragraph>
        </Flex>
      )}
    </Modal>
  );
}
