import { CheckCircleFilled, DownloadOutlined } from '@ant-design/icons';
import { Progress, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DownloadEntry, formatBytes, percentOf, useDownloadsStore } from '../../lib/download-store';

function describeEntry(
  entry: DownloadEntry,
  t: (key: string, options?: Record<string, unknown>) => string,
  locale: string,
): string {
  if (entry.phase === 'done') return t('downloads.done');
  if (entry.phase === 'waiting') return t('downloads.waiting');
  const received = formatBytes(entry.received, locale);
  const percent = percentOf(entry);
  if (percent === null || entry.total === null) return t('downloads.received', { received });
  return t('downloads.progress', { percent, received, total: formatBytes(entry.total, locale) });
}

function DownloadRow({ entry }: { entry: DownloadEntry }) {
  const { t, i18n } = useTranslation('shell');
  const { token } = theme.useToken();
  const name = entry.fileName ?? t('downloads.untitled');
  const percent = percentOf(entry);
  const status = describeEntry(entry, t, i18n.language);
  return (
    <li className="download-row" data-phase={entry.phase}>
      <div className="download-row-title">
        {entry.phase === 'done' ? (
          <CheckCircleFilled style={{ color: token.colorSuccess }} aria-hidden="true" />
        ) : (
          <DownloadOutlined aria-hidden="true" />
        )}
        <Typography.Text ellipsis={{ tooltip: name }} strong className="download-row-name">
          {name}
        </Typography.Text>
      </div>
      {/* Indeterminate (server still generating, or a streamed file of unknown size): no aria-valuenow, a moving bar. */}
      <Progress
        size="small"
        showInfo={false}
        percent={percent ?? 30}
        status={entry.phase === 'done' ? 'success' : 'active'}
        className={percent === null ? 'download-indeterminate' : undefined}
        aria-label={name}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={status}
      />
      <Typography.Text type="secondary" className="download-row-status">
        {status}
      </Typography.Text>
    </li>
  );
}

/**
 * The one download indicator of the shell (issue 4: progress for large exports): every file fetched through
 * `api.download` while it is in flight, with its name and percent (or a moving bar while the size is unknown). It is
 * a complementary landmark so it sits in the page's landmark structure; it renders nothing when no download runs.
 */
export function DownloadIndicator() {
  const { t } = useTranslation('shell');
  const entries = useDownloadsStore((s) => s.entries);
  const { token } = theme.useToken();
  if (entries.length === 0) return null;
  return (
    <aside
      className="download-panel"
      aria-label={t('downloads.label')}
      data-testid="download-panel"
      style={{
        background: token.colorBgElevated,
        boxShadow: token.boxShadowSecondary,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <ul>
        {entries.map((entry) => (
          <DownloadRow key={entry.id} entry={entry} />
        ))}
      </ul>
      {/* Screen readers hear the phase changes, not every percent. */}
      <span className="visually-hidden" role="status">
        {entries
          .map(
            (e) =>
              `${e.fileName ?? t('downloads.untitled')}: ${
                e.phase === 'done'
                  ? t('downloads.done')
                  : e.phase === 'waiting'
                    ? t('downloads.waiting')
                    : t('downloads.receiving')
              }`,
          )
          .join('. ')}
      </span>
    </aside>
  );
}
