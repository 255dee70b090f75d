import { FilePdfOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, List, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { Select } from '../../../components/select';
import { useCambridgeClasses } from '../api/list-cambridge-classes';
import { downloadCambridgeCards, useReportCardStudents } from '../api/report-cards';

/**
 * `quanlydiemcam/xuatphieudiem`: Cambridge report cards as an English PDF — a whole subject class in one file, or one
 * student. Only published results appear; the shell's download panel shows the progress. `?lop=` opens a class.
 */
export default function CambridgeReportCardsPage() {
  const { t } = useTranslation('diem-cam');
  const [params, setParams] = useSearchParams();
  const classes = useCambridgeClasses();
  const list = classes.data ?? [];
  const classId = Number(params.get('lop')) || list[0]?.id || null;
  const chosen = list.find((c) => c.id === classId);
  const students = useReportCardStudents(chosen ? chosen.id : null);
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, job: () => Promise<void>) => {
    setBusy(key);
    try {
      await job();
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <PageHeader />
      <Flex vertical gap="middle">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('cards.help')}
        </Typography.Paragraph>
        {classes.isLoading ? (
          <Spin />
        ) : list.length === 0 ? (
          <Empty description={t('cards.noClasses')} />
        ) : (
          <>
            <Flex gap="small" wrap>
              <Select
                style={{ minWidth: 240, maxWidth: '100%' }}
                value={chosen?.id}
                aria-label={t('cards.pickClass')}
                placeholder={t('cards.pickClass')}
                showSearch={{ optionFilterProp: 'label' }}
                options={list.map((c) => ({ value: c.id, label: `${c.tenLop} · ${c.tenMonHoc}` }))}
                onChange={(id: number) => setParams({ lop: String(id) }, { replace: true })}
              />
              {chosen && (
                <Button
                  type="primary"
                  icon={<FilePdfOutlined />}
                  loading={busy === 'class'}
                  onClick={() =>
                    run('class', () => downloadCambridgeCards({ lopMonHocId: chosen.id, tenLop: chosen.tenLop }))
                  }
                >
                  {t('cards.classPdf')}
                </Button>
              )}
            </Flex>
            <Alert type="info" showIcon title={t('cards.publishedOnly')} />
            <List
              loading={students.isLoading}
              dataSource={students.data ?? []}
              locale={{ emptyText: <Empty description={t('cards.noStudents')} /> }}
              renderItem={(s) => (
                <List.Item
                  actions={[
                    <Button
                      key="pdf"
                      size="small"
                      icon={<FilePdfOutlined />}
                      loading={busy === `s${s.hocSinhId}`}
                      onClick={() =>
                        run(`s${s.hocSinhId}`, () =>
                          downloadCambridgeCards({ hocSinhId: s.hocSinhId, maHocSinh: s.maHocSinh }),
                        )
                      }
                    >
                      PDF
                      <span className="visually-hidden"> — {t('cards.studentPdf', { name: s.hoTen })}</span>
                    </Button>,
                  ]}
                >
                  <List.Item.Meta
                    title={s.hoTen}
                    description={`${s.maHocSinh} · ${t('cards.results', { count: s.soKetQua })}`}
                  />
                </List.Item>
              )}
            />
          </>
        )}
      </Flex>
    </>
  );
}
