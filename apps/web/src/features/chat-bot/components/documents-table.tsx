import { DeleteOutlined, EyeOutlined, SwapOutlined } from '@ant-design/icons';
import type { ChatBotDocument } from '@hpl/shared/chat-bot/contract';
import { App, Button, Flex, Table, Tag, Tooltip, Upload } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNumberColumns } from '../../../components/number-columns';
import { useConfirm } from '../../../components/use-confirm';
import { useFormat } from '../../../lib/format';
import { useSaveChatBotDocument } from '../api/save-chat-bot-document';

const ACCEPT = '.pdf,.docx,.md,.markdown,.txt';

/**
 * The documents of one topic. A topic holds a handful of documents, so this is a plain antd table without the
 * server paging of the shared DataTable.
 */
export function DocumentsTable({
  documents,
  loading,
  onShowPassages,
}: {
  documents: ChatBotDocument[] | undefined;
  loading: boolean;
  onShowPassages: (document: ChatBotDocument) => void;
}) {
  const { t } = useTranslation('chat-bot');
  const { message } = App.useApp();
  const { confirmDanger } = useConfirm();
  const { replace, remove } = useSaveChatBotDocument();
  const f = useFormat();

  const columns = useNumberColumns<ChatBotDocument, ColumnType<ChatBotDocument>>(
    [
      { title: t('docs.col.title'), dataIndex: 'tieuDe' },
      {
        title: t('docs.col.language'),
        dataIndex: 'ngonNgu',
        width: 120,
        render: (value: string) => <Tag>{t(`docs.lang.${value}`)}</Tag>,
      },
      { title: t('docs.col.file'), dataIndex: 'tenTep', ellipsis: true },
      { title: t('docs.col.passages'), dataIndex: 'soDoan', width: 100, align: 'right' },
      {
        title: t('docs.col.updated'),
        dataIndex: 'updatedAt',
        width: 150,
        render: (value: string) => f.dateTime(value),
      },
      {
        title: t('docs.col.actions'),
        key: 'actions',
        width: 150,
        render: (_: unknown, document) => (
          <Flex gap={4}>
            <Tooltip title={t('docs.passages')}>
              <Button
                type="text"
                icon={<EyeOutlined />}
                aria-label={t('docs.passages')}
                onClick={() => onShowPassages(document)}
              />
            </Tooltip>
            <Upload
              accept={ACCEPT}
              showUploadList={false}
              customRequest={async ({ file, onSuccess, onError }) => {
                try {
                  const saved = await replace.mutateAsync({ id: document.id, file: file as File });
                  message.success(t('docs.replaced', { title: saved.tieuDe, count: saved.soDoan }));
                  onSuccess?.(saved);
                } catch (error) {
                  onError?.(error as Error);
                }
              }}
            >
              <Tooltip title={t('docs.replace')}>
                <Button type="text" icon={<SwapOutlined />} aria-label={t('docs.replace')} />
              </Tooltip>
            </Upload>
            <Tooltip title={t('docs.delete')}>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('docs.delete')}
                onClick={() =>
                  confirmDanger({
                    title: t('docs.deleteConfirm', { title: document.tieuDe }),
                    content: t('docs.deleteContent'),
                    onOk: async () => {
                      await remove.mutateAsync(document.id);
                      message.success(t('docs.deleted'));
                    },
                  })
                }
              />
            </Tooltip>
          </Flex>
        ),
      },
    ],
    documents,
  );
  return (
    <Table<ChatBotDocument>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={documents}
      pagination={false}
      scroll={{ x: 720 }}
      locale={{ emptyText: t('docs.empty') }}
      columns={columns}
    />
  );
}

export { ACCEPT as DOCUMENT_ACCEPT };
