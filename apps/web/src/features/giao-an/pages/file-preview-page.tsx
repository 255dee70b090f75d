import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RecordPageFrame } from '../../../components/record-page-frame';
import { downloadUrl, previewUrl, usePlanFile } from '../api/plan-files';
import { OfficePreview } from '../components/office-preview';

/**
 * `chuyenmon/filegiaoan/:id/xemtruoc`: a plan file in the browser — PDFs and images as they are, DOCX/PPTX as the PDF
 * the server made of them; where the server has no converter the page says so and offers the download.
 */
export default function FilePreviewPage() {
  const { t } = useTranslation('giao-an');
  const id = Number(useParams().id) || null;
  return (
    <RecordPageFrame
      query={usePlanFile(id)}
      notFound={t('preview.notFound')}
      header={(f) => ({
        title: f.tenTep,
        extra: (
          <Button icon={<DownloadOutlined />} href={downloadUrl(f.fileId)}>
            {t('files.download')}
          </Button>
        ),
      })}
    >
      {(f) => (
        <Flex vertical gap="middle">
          {f.xemTruoc === 'office' && f.coTheXem && <Alert type="info" showIcon title={t('preview.converted')} />}
          {!f.coTheXem ? (
            <Alert
              type="warning"
              showIcon
              title={t('preview.unavailable')}
              description={t('preview.unavailableHint')}
              action={
                <Button icon={<DownloadOutlined />} href={downloadUrl(f.fileId)}>
                  {t('files.download')}
                </Button>
              }
            />
          ) : f.xemTruoc === 'image' ? (
            <Card size="small">
              <img src={previewUrl(f.id)} alt={f.tenTep} style={{ maxWidth: '100%' }} />
            </Card>
          ) : f.xemTruoc === 'office' ? (
            <OfficePreview tepId={f.id} fileId={f.fileId} name={f.tenTep} />
          ) : (
            <iframe
              title={f.tenTep}
              src={previewUrl(f.id)}
              style={{ width: '100%', height: '75vh', border: 0, background: '#fff' }}
            />
          )}
        </Flex>
      )}
    </RecordPageFrame>
  );
}
