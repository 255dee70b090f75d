import { TrophyOutlined } from '@ant-design/icons';
import type { TongKetLop } from '@hpl/shared/diem-vn/tong-ket.contract';
import { Card, Empty, Segmented, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAverage, useSummary } from '../../diem-vn';

type Row = TongKetLop['hocSinh'][number];
const TERMS = [1, 2, 0] as const;
const LEVEL_KEY: Record<string, string> = { Tốt: 'tot', Khá: 'kha', Đạt: 'dat', 'Chưa đạt': 'chuaDat' };

/**
 * The class's marks and conduct from the national gradebook (read-only): per student, each subject's average (or
 * pass / not yet for comment subjects), learning and conduct levels, absences, and for the year the result and award.
 * A class outside the national programme, or a term not yet summarised, says so instead.
 */
export function MarksCard({ lopQuanLyId }: { lopQuanLyId: number }) {
  const { t, i18n } = useTranslation('chu-nhiem');
  const [hocKy, setHocKy] = useState<number>(1);
  const summary = useSummary(lopQuanLyId, hocKy, { silent: true });
  const data = summary.data;
  const level = (value: string | null) => (value ? t(`marks.level.${LEVEL_KEY[value] ?? 'dat'}`) : '—');
  const summarised = !!data?.hocSinh.some((s) => s.hocTap || s.renLuyen || s.diem.some((d) => d.diemTb != null));

  const columns: TableProps<Row>['columns'] = [
    { key: 'hoTen', dataIndex: 'hoTen', title: t('marks.student'), width: 190, fixed: 'left' },
    ...(data?.mon ?? []).map((m, i) => ({
      key: `mon-${m.monHocId}`,
      title: m.tenMonHoc,
      width: 90,
      align: 'right' as const,
      render: (_: unknown, s: Row) => {
        const d = s.diem[i];
        if (d?.diemTb != null) return formatAverage(d.diemTb, i18n.language);
        return d?.ketQua ? level(d.ketQua) : '—';
      },
    })),
    { key: 'hocTap', title: t('marks.learning'), width: 110, render: (_, s) => level(s.hocTap) },
    { key: 'renLuyen', title: t('marks.conduct'), width: 110, render: (_, s) => level(s.renLuyen) },
    { key: 'soBuoiNghi', dataIndex: 'soBuoiNghi', title: t('marks.absences'), width: 90, align: 'right' },
    ...(hocKy === 0
      ? [
          {
            key: 'ketQua',
            title: t('marks.result'),
            width: 150,
            render: (_: unknown, s: Row) => (s.ketQua ? t(`marks.promotion.${s.ketQua}`) : '—'),
          },
          {
            key: 'danhHieu',
            title: t('marks.award'),
            width: 130,
            render: (_: unknown, s: Row) => (s.danhHieu ? t(`marks.awardOf.${s.danhHieu}`) : '—'),
          },
        ]
      : []),
  ];

  return (
    <Card
      size="small"
      title={
        <span>
          <TrophyOutlined /> {t('marks.title')}
        </span>
      }
      extra={
        <Segmented
          size="small"
          aria-label={t('marks.term')}
          value={hocKy}
          onChange={(v) => setHocKy(Number(v))}
          options={TERMS.map((k) => ({ value: k, label: t(k === 0 ? 'marks.year' : 'marks.termN', { n: k }) }))}
        />
      }
    >
      {summary.isError ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('marks.notNational')} />
      ) : (
        <Table<Row>
          rowKey="hocSinhId"
          size="small"
          columns={columns}
          dataSource={summarised ? data?.hocSinh : []}
          loading={summary.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('marks.none')} /> }}
        />
      )}
    </Card>
  );
}
