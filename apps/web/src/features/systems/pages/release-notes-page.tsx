import { Tag, Timeline, Typography, theme } from 'antd';
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
  const { token } = theme.useToken();
  return (
    <>
      <PageHeader />
      <Timeline
        items={(notes as ReleaseNote[]).map((note) => ({
          key: note.version,
          content: (
            <>
              {/* Under the page's <h1>: level 2 (axe heading-order), drawn at level-5 size. */}
              <Typography.Title level={2} style={{ marginTop: 0, fontSize: token.fontSizeHeading5 }}>
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
