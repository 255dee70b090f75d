import { InboxOutlined } from '@ant-design/icons';
import { Alert, Flex, Table, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api';
import type { RowProblems } from './import-errors';
import { NamedProgress } from './named-progress';

/** What to show when the server refuses an uploaded file: its messages, or the error itself. */
export function importErrorMessages(error: unknown): string[] {
  return error instanceof ApiError ? (error.errors.length ? [...error.errors] : [error.message]) : [String(error)];
}

/** A sheet's columns (`{ key, vi, en }` of a contract) with their titles in the interface language. */
export function sheetColumns(columns: readonly { key: string; vi: string; en: string }[], language: string) {
  const en = language.startsWith('en');
  return columns.map((c) => ({ key: c.key, title: en ? c.en : c.vi }));
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
      {busy && <NamedProgress name={text} percent={100} status="active" showInfo={false} />}
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

/** A checked file without problems: green when it changes something, blue when it changes nothing. */
export function ImportReadyAlert({ changes, title }: { changes: number; title: string }) {
  return <Alert type={changes > 0 ? 'success' : 'info'} showIcon title={title} />;
}

/**
 * The problems of a checked file, one a line (row, column, message), under a red title: nothing was written (the
 * import dialogs of the mark grids).
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
    <Flex vertical gap="small">
      <Alert type="error" showIcon title={title} />
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
    </Flex>
  );
}

/**
 * The bad rows of a checked sheet (`groupImportErrors`), one a line: a column per sheet column with the cell's value
 * (when the preview carries the row) and its problems, the bad cells tinted; then the problems of the whole row.
 */
export function ImportRowProblemsTable({
  columns,
  groups,
  rowProblemsTitle,
}: {
  columns: readonly { key: string; title: string }[];
  groups: RowProblems[];
  /** The title of the whole-row problems column; no such column without it. */
  rowProblemsTitle?: string;
}) {
  const { t } = useTranslation('common');
  const problemLines = (messages: readonly string[] | undefined) =>
    messages?.map((m) => (
      <Typography.Text key={m} type="danger" style={{ display: 'block', fontSize: 12 }}>
        {m}
      </Typography.Text>
    ));
  return (
    <Table<RowProblems>
      size="small"
      rowKey="dong"
      dataSource={groups}
      scroll={{ x: 'max-content', y: 420 }}
      pagination={{ pageSize: 50, showSizeChanger: false }}
      columns={[
        { title: t('import.table.row'), dataIndex: 'dong', key: 'dong', fixed: 'left', width: 72 },
        ...columns.map((c) => ({
          title: c.title,
          key: c.key,
          render: (_: unknown, r: RowProblems) => {
            const value = (r.row as Record<string, unknown> | undefined)?.[c.key];
            return (
              <Flex vertical gap={2}>
                {value !== undefined && value !== null && <span>{String(value)}</span>}
                {problemLines(r.byColumn[c.key])}
              </Flex>
            );
          },
          onCell: (r: RowProblems) => (r.byColumn[c.key] ? { style: { background: 'rgba(255, 77, 79, 0.12)' } } : {}),
        })),
        ...(rowProblemsTitle
          ? [
              {
                title: rowProblemsTitle,
                key: 'general',
                render: (_: unknown, r: RowProblems) => problemLines(r.general),
              },
            ]
          : []),
      ]}
    />
  );
}
