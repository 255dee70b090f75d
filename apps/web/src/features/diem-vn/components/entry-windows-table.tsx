import type { CotNhapCot } from '@hpl/shared/diem-vn/contract';
import { GRADE_COLUMNS } from '@hpl/shared/grades-vn/gradebook';
import { Button, DatePicker, Space, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/use-confirm';
import { useSaveWindow, useWindows } from '../api/entry-windows';

interface Row {
  key: string;
  hocKy: number;
  cot: CotNhapCot;
}

/** Entry windows per term and column: open and close instants, whether open now, close at once. */
export function EntryWindowsTable({ namHocId }: { namHocId: number }) {
  const { t } = useTranslation('diem-vn');
  const windows = useWindows(namHocId);
  const save = useSaveWindow();
  const { confirmDanger } = useConfirm();
  const [edits, setEdits] = useState<Record<string, [Dayjs, Dayjs] | null>>({});
  // Term II ends with the summer retake (KTL), entered by the subject teachers of the students who sit it; the primary
  // rating points (Circular 27) have their own windows: GK1 and CK1 in term I, GK2 and CN in term II.
  const rows: Row[] = [1, 2].flatMap((hocKy) =>
    [...GRADE_COLUMNS, ...(hocKy === 2 ? (['KTL', 'GK2', 'CN'] as const) : (['GK1', 'CK1'] as const))].map((cot) => ({
      key: `${hocKy}:${cot}`,
      hocKy,
      cot,
    })),
  );
  const find = (row: Row) => windows.data?.find((w) => w.hocKy === row.hocKy && w.cot === row.cot);
  const submit = (row: Row, range: [Dayjs, Dayjs]) =>
    save.mutateAsync({
      namHocId,
      hocKy: row.hocKy,
      cot: row.cot,
      moLuc: range[0].format(),
      dongLuc: range[1].format(),
      version: find(row)?.version,
    });

  return (
    <Table<Row>
      rowKey="key"
      size="small"
      loading={windows.isLoading}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: t('settings.term'), render: (_v, r) => t('page.term', { term: r.hocKy }), width: 90 },
        {
          title: t('settings.column'),
          render: (_v, r) =>
            ['GK1', 'CK1', 'GK2', 'CN'].includes(r.cot) ? (
              <Space size={4}>
                {t(`tieuHoc.ky.${r.cot}`)}
                <Tag>{t('settings.primaryTerm')}</Tag>
              </Space>
            ) : (
              t(`cot.${r.cot}`)
            ),
          width: 80,
        },
        {
          title: t('settings.window'),
          render: (_v, r) => {
            const w = find(r);
            const value = edits[r.key] ?? (w ? [dayjs(w.moLuc), dayjs(w.dongLuc)] : null);
            return (
              <DatePicker.RangePicker
                showTime={{ format: 'HH:mm' }}
                format="DD/MM/YYYY HH:mm"
                value={value as [Dayjs, Dayjs] | null}
                aria-label={t('settings.windowOf', { column: t(`cot.${r.cot}`), term: r.hocKy })}
                onChange={(range) =>
                  setEdits((e) => ({ ...e, [r.key]: range?.[0] && range[1] ? [range[0], range[1]] : null }))
                }
              />
            );
          },
        },
        {
          title: t('settings.state'),
          render: (_v, r) => {
            const w = find(r);
            if (!w) return <Tag>{t('settings.notSet')}</Tag>;
            return w.dangMo ? <Tag color="green">{t('settings.open')}</Tag> : <Tag>{t('settings.closed')}</Tag>;
          },
        },
        {
          title: '',
          render: (_v, r) => {
            const w = find(r);
            const edit = edits[r.key];
            return (
              <Space>
                <Button
                  size="small"
                  type="primary"
                  disabled={!edit}
                  onClick={async () => {
                    if (!edit) return;
                    await submit(r, edit);
                    setEdits((e) => ({ ...e, [r.key]: null }));
                  }}
                >
                  {t('settings.save')}
                </Button>
                {w?.dangMo && (
                  <Button
                    size="small"
                    danger
                    aria-label={t('settings.closeNowOf', { column: t(`cot.${r.cot}`), term: r.hocKy })}
                    onClick={() =>
                      confirmDanger({
                        title: t('settings.closeNowTitle', { column: t(`cot.${r.cot}`), term: r.hocKy }),
                        content: t('settings.closeNowContent'),
                        okText: t('settings.closeNow'),
                        onOk: () => submit(r, [dayjs(w.moLuc), dayjs()]),
                      })
                    }
                  >
                    {t('settings.closeNow')}
                  </Button>
                )}
              </Space>
            );
          },
        },
      ]}
    />
  );
}
