import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import type { DinhKem } from '@hpl/shared/don-nghi-phep/contract';
import { Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attachmentUrl, uploadLeaveAttachment } from '../api/upload-leave-attachment';

/** Form control of the attachment: uploads on choice and holds the stored file (or null). */
export function AttachmentInput({
  value,
  onChange,
}: {
  value?: DinhKem | null;
  onChange?: (v: DinhKem | null) => void;
}) {
  const { t } = useTranslation('don-nghi-phep');
  const [uploading, setUploading] = useState(false);
  return (
    <Flex vertical gap={4}>
      <Upload
        accept="application/pdf,image/jpeg,image/png,image/webp"
        showUploadList={false}
        maxCount={1}
        customRequest={async ({ file, onSuccess, onError }) => {
          setUploading(true);
          try {
            const stored = await uploadLeaveAttachment(file as File);
            onChange?.(stored);
            onSuccess?.(stored);
          } catch (error) {
            onError?.(error as Error);
          } finally {
            setUploading(false);
          }
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading}>
          {t('form.upload')}
        </Button>
      </Upload>
      {value && (
        <Flex gap="small" align="center">
          <PaperClipOutlined />
          <Typography.Link href={attachmentUrl(value.id)} target="_blank" rel="noopener">
            {value.tenTep}
          </Typography.Link>
          <Button
            size="small"
            type="text"
            danger
            onClick={() => onChange?.(null)}
            aria-label={t('form.removeAttachment')}
          >
            ×
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
