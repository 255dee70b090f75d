import { PrinterOutlined, SaveOutlined } from '@ant-design/icons';
import type { BepNgay } from '@hpl/shared/ban-tru/contract';
import { App, Button, DatePicker, Flex, InputNumber, Space, Table, type TableProps, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/export-button';
import { useNumberColumns } from '../../../components/number-columns';
import { formatDate, ISO_DATE } from '../../../lib/format-date';
import { exportKitchenDay, useKitchenDay, useRecordServed } from '../api/statistics';
import { useMealColumns } from './meal-columns';

type Row = BepNgay['theoLop'][number];
const TOTALS = ['dangKy', 'huyDungHan', 'huyMuon', 'choDuyet', 'suatNau', 'daPhucVu'] as const;

/**
 * The kitchen's sheet of a day: per class, subscribed, cancelled and meals to cook; print and Excel. After lunch the
 * manager enters the meals actually served per class and saves them (the month's statistics compare them).
 */
export function KitchenTab() {
  const { t } = useTranslation('ban-tru');
  const { message } = App.useApp();
  const [day, setDay] = useState(() => dayjs());
  const ngay = day.format(ISO_DATE);
  const sheet = useKitchenDay(ngay);
  const record = useRecordServed();
  // Counts typed but not saved yet, per class (null: cleared); dropped when the day changes or once saved.
  const [edits, setEdits] = useState<Record<number, number | null>>({});
  const meals = useMealColumns<Row>(false).filter((c) => c.key !== 'daPhucVu');
  const columns = useNumberColumns<Row, NonNullable<TableProps<Row>['columns']>[number]>(
    [{ key: 'tenLop', dataIndex: 'tenLop', title: t('col.class'), width: 100 }, ...meals],
    sheet.data?.theoLop,
  );
  const served: NonNullable<TableProps<Row>['columns']>[number] = {
    key: 'daPhucVu',
    title: t('col.served'),
    width: 120,
    align: 'right',
    render: (_, r) => (
      <InputNumber
        size="small"
        min={0}
        max={5_000}
        precision={0}
        aria-label={t('bep.servedFor', { name: r.tenLop })}
        value={r.lopQuanLyId in edits ? edits[r.lopQuanLyId] : r.daPhucVu}
        onChange={(v) => setEdits((e) => ({ ...e, [r.lopQuanLyId]: typeof v === 'number' ? v : null }))}
      />
    ),
  };
  const changed = Object.keys(edits).length > 0;
  const tong = sheet.data?.tong;
  return (
    <Flex vertical gap="middle">
      <Space wrap>
        <DatePicker
          allowClear={false}
          value={day}
          onChange={(d) => {
            if (!d) return;
            setDay(d);
            setEdits({});
          }}
          aria-label={t('bep.day')}
        />
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          {t('bep.print')}
        </Button>
        <ExportButton download={() => exportKitchenDay(ngay)}>{t('bep.export')}</ExportButton>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          disabled={!changed}
          loading={record.isPending}
          onClick={async () => {
            const theoLop = Object.entries(edits).map(([id, soSuat]) => ({ lopQuanLyId: Number(id), soSuat }));
            await record.mutateAsync({ ngay, theoLop });
            setEdits({});
            void message.success(t('bep.servedSaved'));
          }}
        >
          {t('bep.saveServed')}
        </Button>
      </Space>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('bep.title', { date: formatDate(ngay), count: tong?.suatNau ?? 0 })}
      </Typography.Title>
      <Table<Row>
        rowKey="lopQuanLyId"
        size="small"
        columns={[...columns, served]}
        dataSource={sheet.data?.theoLop}
        loading={sheet.isFetching}
        pagination={false}
        scroll={{ x: 720 }}
        locale={{ emptyText: t('bep.empty') }}
        summary={() =>
          tong && (sheet.data?.theoLop.length ?? 0) > 0 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <strong>{t('bep.total')}</strong>
              </Table.Summary.Cell>
              {TOTALS.map((k, i) => (
                <Table.Summary.Cell key={k} index={i + 1} align="right">
                  <strong>{tong[k] ?? '—'}</strong>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          ) : null
        }
      />
    </Flex>
  );
}
