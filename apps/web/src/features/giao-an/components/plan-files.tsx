import { DeleteOutlined, DownloadOutlined, EyeOutlined, UploadOutlined } from '@ant-design/icons';
import type { GiaoAnChiTiet } from '@hpl/shared/giao-an/contract';
import { Button, Card, Empty, List, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirm } from '../../../components/use-confirm';
import { downloadUrl, useRemovePlanFile, useUploadPlanFile } from '../api/plan-files';

const ACCEPT = '.docx,.pptx,.pdf,.jpg,.jpeg,.png,.webp';

/** The plan's files: preview, download, and (while the plan is editable) upload and remove. */
export function PlanFiles({ plan }: { plan: GiaoAnChiTiet }) {
  const { t } = useTranslation('giao-an');
  const editable = plan.hanhDong.includes('upload');
  const upload = useUploadPlanFile();
  const remove = useRemovePlanFile();
  const { confirmDanger } = useConfirm();
  return (
    <Card
      size="small"
      title={t('files.title')}
      extra={
        editable && (
          <Upload
            accept={ACCEPT}
            showUploadList={false}
            customRequest={({ file, onSuccess, onError }) =>
              upload.mutateAsync({ id: plan.id, file: file as File }).then(onSuccess, onError)
            }
          >
            <Button icon={<UploadOutlined />} loading={upload.isPending}>
              {t('files.upload')}
            </Button>
          </Upload>
        )
      }
    >
      {plan.tep.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('files.empty')} />
      ) : (
        <List
          dataSource={plan.tep}
          renderItem={(f) => (
            <List.Item
              actions={[
                <Link key="view" to={`/chuyenmon/filegiaoan/${f.id}/xemtruoc`}>
                  <Button size="small" icon={<EyeOutlined />}>
                    {t('files.preview')}
                  </Button>
                </Link>,
                <Button key="download" size="small" icon={<DownloadOutlined />} href={downloadUrl(f.fileId)}>
                  {t('files.download')}
                </Button>,
                ...(editable
                  ? [
                      <Button
                        key="remove"
                        size="small"
                        danger
                        aria-label={t('files.remove')}
                        icon={<DeleteOutlined />}
                        onClick={() =>
                          confirmDanger({
                            title: t('files.removeTitle', { name: f.tenTep }),
                            onOk: () => remove.mutateAsync({ id: plan.id, tepId: f.id }),
                          })
                        }
                      />,
                    ]
                  : []),
              ]}
            >
              <List.Item.Meta title={f.tenTep} description={`${Math.max(1, Math.round(f.kichThuoc / 1024))} KB`} />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
