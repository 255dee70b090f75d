import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import type { EvidenceFile } from '@hpl/shared/bao-cao-vi-pham/contract';
import { Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { evidenceUrl, uploadEvidence } from '../api/upload-evidence';

/** Form control of the evidence: each chosen photo or PDF is uploaded at once (the server checks its bytes). */
export function EvidenceInput({
  value = [],
  onChange,
}: {
  value?: EvidenceFile[];
  onChange?: (v: EvidenceFile[]) => void;
}) {
  const { t } = useTranslation('bao-cao-vi-pham');
  const [uploading, setUploading] = useState(0);
  return (
    <Flex vertical gap={4}>
      <Upload
        accept="application/pdf,image/jpeg,image/png,image/webp"
        showUploadList={false}
        multiple
        disabled={value.length >= 5}
        customRequest={async ({ file, onSuccess, onError }) => {
          setUploading((n) => n + 1);
          try {
            const stored = await uploadEvidence(file as File);
            onChange?.([...value, stored]);
            onSuccess?.(stored);
          } catch (error) {
            onError?.(error as Error);
          } finally {
            setUploading((n) => n - 1);
          }
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading > 0} disabled={value.length >= 5}>
          {t('form.upload')}
        </Button>
      </Upload>
      <Typography.Text type="secondary">{t('form.uploadHint')}</Typography.Text>
      {value.map((file) => (
        <Flex key={file.id} gap="small" align="center">
          <PaperClipOutlined />
          <Typography.Link href={evidenceUrl(file.id)} target="_blank" rel="noopener">
            {file.tenTep}
          </Typography.Link>
          <Button
            size="small"
            type="text"
            danger
            onClick={() => onChange?.(value.filter((f) => f.id !== file.id))}
            aria-label={t('form.removeFile', { name: file.tenTep })}
          >
            ×
          </Button>
        </Flex>
      ))}
    </Flex>
  );
}
