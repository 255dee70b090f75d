import { Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import notes from '../release-notes.json';

interface ReleaseNote {
  version: string;
  date: string;
  changes: { vi: string[]; en: string[] };
}

/** `/systems/releaseNotes`: fed from the versioned release-notes.json beside this feature. */
export default function ReleaseNotesPage() {
  const { t, i18n } = useTranslation('systems');
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  return (
    <>
      <PageHeader />
      <Timeline
        items={(notes as ReleaseNote[]).map((note) => ({
          key: note.version,
          content: (
            <>
              <Typography.Title level={5} style={{ marginTop: 0 }}>
                {t('releaseNotes.version', { version: note.version })} <Tag>{dayjs(note.date).format('LL')}</Tag>
              </Typography.Title>
              <ul>
                {note.changes[lang].map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </ul>
            </>
          ),
        }))}
      />
    </>
  );
}
