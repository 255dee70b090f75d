import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../../lib/api';
import { giaoAnKeys } from '../api/keys';
import { downloadUrl, previewPath, previewUrl } from '../api/plan-files';

/** The server converts on first view (LibreOffice, seconds) and may queue behind other files. */
const CONVERSION_TIMEOUT_MS = 2 * 60_000;

/**
 * A DOCX/PPTX as the PDF the server makes of it: fetched first, so the page can say that the conversion is under way
 * and, when it fails or the converter is busy, show the server's reason with a retry and the download, instead of an
 * error answer printed raw inside the frame. The frame then opens the same address (the browser's cache holds the
 * answer for an hour; the server's for good), so the preview keeps its own narrow security policy (xem-truoc.routes).
 */
export function OfficePreview({ tepId, fileId, name }: { tepId: number; fileId: number; name: string }) {
  const { t } = useTranslation('giao-an');
  const pdf = useQuery({
    queryKey: giaoAnKeys.filePdf(tepId),
    queryFn: async ({ signal }) => {
      await api.download(previewPath(tepId), {
        signal,
        silent: true,
        timeoutMs: CONVERSION_TIMEOUT_MS,
        fileName: name,
      });
      return true;
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  if (pdf.isPending) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin description={t('preview.converting')}>
          <div style={{ minWidth: 200, minHeight: 60 }} />
        </Spin>
      </Flex>
    );
  }
  if (pdf.isError) {
    const reason = pdf.error instanceof ApiError && pdf.error.errors[0] ? pdf.error.errors[0] : t('preview.failed');
    return (
      <Alert
        type="warning"
        showIcon
        title={reason}
        action={
          <Flex gap="small" wrap>
            <Button icon={<ReloadOutlined />} onClick={() => pdf.refetch()}>
              {t('preview.retry')}
            </Button>
            <Button icon={<DownloadOutlined />} href={downloadUrl(fileId)}>
              {t('files.download')}
            </Button>
          </Flex>
        }
      />
    );
  }
  return (
    <iframe
      title={name}
      src={previewUrl(tepId)}
      style={{ width: '100%', height: '75vh', border: 0, background: '#fff' }}
    />
  );
}
