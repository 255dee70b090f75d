import { InboxOutlined } from '@ant-design/icons';
import { Alert, Progress, Table, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api';

/** What to show when the server refuses an uploaded file: its messages, or the error itself. */
export function importErrorMessages(error: unknown): string[] {
  return error instanceof ApiError ? (error.errors.length ? [...error.errors] : [error.message]) : [String(error)];
}

/**
 * THE drop zone of file imports: one file, handed to `onFile` and never kept in antd's upload list; disabled with a
 * running bar while `busy`.
 */
export function FileDropZone({
  accept,
  busy,
  text,
  hint,
  onFile,
}: {
  accept: string;
  busy: boolean;
  /** The main line (e.g. "drop a file here" or, while busy, "checking…"). */
  text: string;
  hint: string;
  onFile: (file: File) => void;
}) {
  return (
    <>
      <Upload.Dragger
        accept={accept}
        showUploadList={false}
        maxCount={1}
        disabled={busy}
        beforeUpload={(file) => {
          onFile(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{text}</p>
        <p className="ant-upload-hint">{hint}</p>
      </Upload.Dragger>
      {busy && <Progress percent={100} status="active" showInfo={false} />}
    </>
  );
}

/** The whole file was refused (unreadable, wrong type, too large…): the messages one a line; nothing without any. */
export function ImportRefusedAlert({ title, messages }: { title: string; messages: string[] | null }) {
  if (!messages) return null;
  return (
    <Alert type="error" showIcon title={title} description={messages.join('\n')} style={{ whiteSpace: 'pre-line' }} />
  );
}

/**
 * The problems of a checked file, one a line (row, column, message), under a red title: nothing was written. The
 * import dialogs of the mark grids show it under their drop zone.
 */
export function ImportProblemsTable({
  title,
  problems,
}: {
  title: string;
  problems: readonly { dong: number; cot: string | null; thongBao: string }[];
}) {
  const { t } = useTranslation('common');
  return (
    <>
      <Alert type="error" showIcon style={{ marginTop: 12 }} title={title} />
      <Table
        size="small"
        rowKey={(e) => `${e.dong}:${e.cot ?? ''}:${e.thongBao}`}
        dataSource={problems as { dong: number; cot: string | null; thongBao: string }[]}
        pagination={false}
        scroll={{ y: 240 }}
        columns={[
          { title: t('import.table.row'), dataIndex: 'dong', width: 70 },
          { title: t('import.table.column'), dataIndex: 'cot', width: 110 },
          { title: t('import.table.problem'), dataIndex: 'thongBao' },
        ]}
      />
    </>
  );
}
