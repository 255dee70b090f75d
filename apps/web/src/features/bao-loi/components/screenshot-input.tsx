import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { BUG_SCREENSHOT_MAX_MB } from '@hpl/shared/bao-loi/contract';
import { App, Button, Flex, Image, Input, Upload } from 'antd';
import { type ClipboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadBugScreenshot } from '../api/upload-bug-screenshot';

const TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * The screenshot of a report: chosen as a file or pasted (Ctrl+V) into the box. It is uploaded at once and the form
 * keeps the stored file's id (`value`); the preview is the local copy, so nothing is downloaded back.
 */
export function ScreenshotInput({
  value,
  onChange,
}: {
  value?: number | null;
  onChange?: (id: number | null) => void;
}) {
  const { t } = useTranslation('bao-loi');
  const { message } = App.useApp();
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const send = async (file: Blob, name: string) => {
    if (!TYPES.includes(file.type)) {
      message.error(t('form.screenshotType'));
      return;
    }
    if (file.size > BUG_SCREENSHOT_MAX_MB * 1024 * 1024) {
      message.error(t('form.screenshotTooLarge', { max: BUG_SCREENSHOT_MAX_MB }));
      return;
    }
    setUploading(true);
    try {
      const stored = await uploadBugScreenshot(file, name);
      setPreview(URL.createObjectURL(file));
      onChange?.(stored.id);
    } catch {
      // The API client has already told the user why.
    } finally {
      setUploading(false);
    }
  };

  const paste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    // The box only receives screenshots; pasted text is not kept.
    event.preventDefault();
    const item = [...event.clipboardData.items].find((i) => i.kind === 'file' && TYPES.includes(i.type));
    const file = item?.getAsFile();
    if (!file) return;
    void send(file, file.name || 'screenshot.png');
  };

  return (
    <Flex vertical gap="small">
      <Input.TextArea
        rows={2}
        value=""
        onChange={() => undefined}
        onPaste={paste}
        placeholder={t('form.pasteHere')}
        aria-label={t('form.pasteHere')}
      />
      <Upload
        accept={TYPES.join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          void send(file, file.name);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading}>
          {t('form.chooseScreenshot')}
        </Button>
      </Upload>
      {value && preview ? (
        <Flex gap="small" align="start">
          <Image src={preview} alt={t('form.screenshot')} width={200} />
          <Button
            icon={<DeleteOutlined />}
            aria-label={t('form.removeScreenshot')}
            onClick={() => {
              setPreview(null);
              onChange?.(null);
            }}
          />
        </Flex>
      ) : null}
    </Flex>
  );
}
