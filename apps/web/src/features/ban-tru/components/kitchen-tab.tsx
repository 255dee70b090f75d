import { PrinterOutlined } from '@ant-design/icons';
import type { BepNgay } from '@hpl/shared/ban-tru/contract';
import { Button, DatePicker, Flex, Space, Table, type TableProps, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/export-button';
import { useNumberColumns } from '../../../components/number-columns';
import { formatDate, ISO_DATE } from '../../../lib/format-date';
import { exportKitchenDay, useKitchenDay } from '../api/statistics';
import { useMealColumns } from './meal-columns';

type Row = BepNgay['theoLop'][number];

/** The kitchen's sheet of a day: per class, subscribed, cancelled and meals to cook; print and Excel. */
export function KitchenTab() {
  const { t } = useTranslation('ban-tru');
  const [day, setDay] = useState(() => dayjs());
  const ngay = day.format(ISO_DATE);
  const sheet = useKitchenDay(ngay);
  const meals = useMealColumns<Row>(false);
  const columns = useNumberColumns<Row, NonNullable<TableProps<Row>['columns']>[number]>(
    [{ key: 'tenLop', dataIndex: 'tenLop', title: t('col.class'), width: 100 }, ...meals],
    sheet.data?.theoLop,
  );
  const tong = sheet.data?.tong;
  return (
    <Flex vertical gap="middle">
      <Space wrap>
        <DatePicker allowClear={false} value={day} onChange={(d) => d && setDay(d)} aria-label={t('bep.day')} />
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          {t('bep.print')}
        </Button>
        <ExportButton download={() => exportKitchenDay(ngay)}>{t('bep.export')}</ExportButton>
      </Space>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('bep.title', { date: formatDate(ngay), count: tong?.suatNau ?? 0 })}
      </Typography.Title>
      <Table<Row>
        rowKey="lopQuanLyId"
        size="small"
        columns={columns}
        dataSource={sheet.data?.theoLop}
        loading={sheet.isFetching}
        pagination={false}
        scroll={{ x: 600 }}
        locale={{ emptyText: t('bep.empty') }}
        summary={() =>
          tong && (sheet.data?.theoLop.length ?? 0) > 0 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <strong>{t('bep.total')}</strong>
              </Table.Summary.Cell>
              {(['dangKy', 'huyDungHan', 'huyMuon', 'choDuyet', 'suatNau'] as const).map((k, i) => (
                <Table.Summary.Cell key={k} index={i + 1} align="right">
                  <strong>{tong[k]}</strong>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          ) : null
        }
      />
    </Flex>
  );
}
