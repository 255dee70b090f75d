import { Button, Card, Flex, Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAcademicYearId } from '../../../app/academic-year-store';
import { PageHeader } from '../../../components/page-header';
import { useConfirm } from '../../../components/use-confirm';
import { useSetPublication } from '../api/set-publication';
import { ChangeRequestQueue } from '../components/change-request-queue';
import { EntryWindowsTable } from '../components/entry-windows-table';
import { GradingSettingsForm } from '../components/grading-settings-form';

/**
 * `quanlydiemvn/caidatnhapdiemvn`: entry windows per term and column, publication (students see a term) separate
 * from lock (teachers can no longer edit), and the change-request queue.
 */
export default function EntrySettingsPage() {
  const { t } = useTranslation('diem-vn');
  const namHocId = useAcademicYearId();
  const publication = useSetPublication();
  const { confirmDanger } = useConfirm();
  const act = (hocKy: number, change: { congBo?: boolean; khoa?: boolean }, title: string) =>
    confirmDanger({
      title,
      content: t('publish.confirm'),
      okText: t('publish.ok'),
      onOk: () => publication.mutateAsync({ namHocId: namHocId!, hocKy, ...change }),
    });

  if (namHocId === null) return <PageHeader />;
  return (
    <>
      <PageHeader />
      <Tabs
        items={[
          { key: 'windows', label: t('settings.windowsTab'), children: <EntryWindowsTable namHocId={namHocId} /> },
          {
            key: 'publish',
            label: t('settings.publishTab'),
            children: (
              <Flex gap="middle" wrap>
                {[1, 2].map((hocKy) => (
                  <Card key={hocKy} title={t('page.term', { term: hocKy })} style={{ minWidth: 280 }}>
                    <Typography.Paragraph type="secondary">{t('publish.help')}</Typography.Paragraph>
                    <Space wrap>
                      <Button
                        type="primary"
                        onClick={() => act(hocKy, { congBo: true }, t('publish.publishAll', { term: hocKy }))}
                      >
                        {t('publish.publish')}
                      </Button>
                      <Button onClick={() => act(hocKy, { congBo: false }, t('publish.hideAll', { term: hocKy }))}>
                        {t('publish.hide')}
                      </Button>
                      <Button danger onClick={() => act(hocKy, { khoa: true }, t('publish.lockAll', { term: hocKy }))}>
                        {t('publish.lock')}
                      </Button>
                      <Button onClick={() => act(hocKy, { khoa: false }, t('publish.unlockAll', { term: hocKy }))}>
                        {t('publish.unlock')}
                      </Button>
                    </Space>
                  </Card>
                ))}
              </Flex>
            ),
          },
          { key: 'requests', label: t('settings.requestsTab'), children: <ChangeRequestQueue scope="tatCa" /> },
          { key: 'rules', label: t('settings.rulesTab'), children: <GradingSettingsForm namHocId={namHocId} /> },
        ]}
      />
    </>
  );
}
