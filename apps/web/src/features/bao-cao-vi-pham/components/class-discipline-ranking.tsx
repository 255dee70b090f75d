import type { XepHangDong } from '@hpl/shared/bao-cao-vi-pham/nen-nep';
import { mondayOf } from '@hpl/shared/bao-cao-vi-pham/nen-nep';
import { Card, DatePicker, Empty, Flex, Segmented, Spin } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/chart';
import { DataTable, type DataTableProps } from '../../../components/data-table';
import { useListParams } from '../../../components/use-list-params';
import { saveBlob } from '../../../lib/api';
import { downloadDisciplineRanking, type RankingQuery, useDisciplineRanking } from '../api/class-discipline-ranking';
import { weekLabel } from './class-discipline-week';

const ISO = 'YYYY-MM-DD';

/** The classes ranked by their approved weeks, for a week or a month: a bar chart and the table, exportable. */
export function ClassDisciplineRanking() {
  const { t } = useTranslation('bao-cao-vi-pham');
  const list = useListParams({ pageSize: 100 });
  const [query, setQuery] = useState<RankingQuery>(() => ({ kieu: 'tuan', ngay: mondayOf(dayjs().format(ISO)) }));
  const ranking = useDisciplineRanking(query);
  const data = ranking.data;
  const ranked = data?.lop.filter((r) => r.hang > 0) ?? [];

  const columns: DataTableProps<XepHangDong>['columns'] = [
    { title: t('nenNep.rank'), key: 'hang', align: 'right', render: (_, r) => (r.hang === 0 ? '—' : r.hang) },
    { title: t('nenNep.class'), key: 'tenLop', dataIndex: 'tenLop' },
    { title: t('nenNep.weeks'), key: 'soTuan', dataIndex: 'soTuan', align: 'right', responsive: ['md'] },
    { title: t('nenNep.total'), key: 'tongDiem', dataIndex: 'tongDiem', align: 'right' },
    { title: t('nenNep.average'), key: 'trungBinh', dataIndex: 'trungBinh', align: 'right', decimals: 1 },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap align="center">
        <Segmented
          aria-label={t('nenNep.period')}
          value={query.kieu}
          options={[
            { value: 'tuan', label: t('nenNep.byWeek') },
            { value: 'thang', label: t('nenNep.byMonth') },
          ]}
          onChange={(kieu) => setQuery((q) => ({ ...q, kieu: kieu as RankingQuery['kieu'] }))}
        />
        <DatePicker
          picker={query.kieu === 'tuan' ? 'week' : 'month'}
          allowClear={false}
          aria-label={query.kieu === 'tuan' ? t('nenNep.week') : t('nenNep.month')}
          value={dayjs(query.ngay)}
          format={(v) => (query.kieu === 'tuan' ? weekLabel(mondayOf(v.format(ISO))) : v.format('MM/YYYY'))}
          onChange={(v) => v && setQuery((q) => ({ ...q, ngay: v.format(ISO) }))}
        />
      </Flex>
      <Card size="small" title={t('nenNep.chartTitle')}>
        {!data ? (
          <Spin />
        ) : ranked.length === 0 ? (
          <Empty description={t('nenNep.noRanking')} />
        ) : (
          <Chart
            ariaLabel={t('nenNep.chartTitle')}
            height={Math.max(240, ranked.length * 22)}
            option={{
              tooltip: { trigger: 'axis' },
              grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
              yAxis: { type: 'category', inverse: true, data: ranked.map((r) => `${r.hang}. ${r.tenLop}`) },
              xAxis: { type: 'value', max: data.diemToiDaTuan || undefined },
              series: [{ type: 'bar', data: ranked.map((r) => r.trungBinh), name: t('nenNep.average') }],
            }}
          />
        )}
      </Card>
      <DataTable<XepHangDong>
        columns={columns}
        rowKey="lopQuanLyId"
        data={data ? { items: data.lop, totalCount: data.lop.length, pageIndex: 1, pageSize: -1 } : undefined}
        loading={ranking.isFetching}
        list={list}
        searchable={false}
        onExport={async () => saveBlob(await downloadDisciplineRanking(query), t('nenNep.exportFile'))}
      />
    </Flex>
  );
}
