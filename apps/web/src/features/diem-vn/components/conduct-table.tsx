import type { RenLuyen } from '@hpl/shared/diem-vn/tong-ket.contract';
import { LEVELS, type Level } from '@hpl/shared/grades-vn/rules';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/select';
import { useConduct, useSetConduct } from '../api/conduct';

/** The homeroom teacher's conduct entry (rèn luyện) per student and term; the year result follows the rules. */
export function ConductTable({ lopQuanLyId }: { lopQuanLyId: number }) {
  const { t } = useTranslation('diem-vn');
  const conduct = useConduct(lopQuanLyId);
  const set = useSetConduct(lopQuanLyId);
  const data = conduct.data;
  const options = LEVELS.map((level) => ({ value: level, label: t(`level.${level}`) }));
  type Row = RenLuyen['hocSinh'][number];
  const fields = {
    1: { value: (r: Row) => r.hocKy1, version: (r: Row) => r.version1 },
    2: { value: (r: Row) => r.hocKy2, version: (r: Row) => r.version2 },
    3: { value: (r: Row) => r.he, version: (r: Row) => r.versionHe },
  } as const;
  const picker = (row: Row, hocKy: 1 | 2 | 3, enabled: boolean) => (
    <Select<Level | null>
      size="small"
      allowClear
      style={{ width: 130 }}
      value={fields[hocKy].value(row)}
      options={options}
      disabled={!enabled}
      aria-label={
        hocKy === 3
          ? t('conduct.summerLabel', { name: row.hoTen })
          : t('conduct.label', { name: row.hoTen, term: hocKy })
      }
      onChange={(mucDo) =>
        set.mutate({ hocKy, hocSinhId: row.hocSinhId, mucDo: mucDo ?? null, version: fields[hocKy].version(row) })
      }
    />
  );
  return (
    <Table
      rowKey="hocSinhId"
      size="small"
      loading={conduct.isLoading}
      dataSource={data?.hocSinh ?? []}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: t('grid.stt'), width: 50, render: (_v, _r, i) => i + 1 },
        { title: t('grid.hoTen'), dataIndex: 'hoTen' },
        { title: t('conduct.term', { term: 1 }), render: (_v, row) => picker(row, 1, Boolean(data?.choPhepSua)) },
        { title: t('conduct.term', { term: 2 }), render: (_v, row) => picker(row, 2, Boolean(data?.choPhepSua)) },
        {
          title: t('conduct.year'),
          render: (_v, row) => (row.caNam ? <Tag>{t(`level.${row.caNam}`)}</Tag> : null),
        },
        {
          // Rule 9: only after a year conduct Chưa đạt; its result replaces the year's.
          title: t('conduct.summer'),
          render: (_v, row) =>
            row.caNam === 'Chưa đạt' || row.he ? picker(row, 3, Boolean(data?.choPhepSuaHe)) : null,
        },
      ]}
    />
  );
}
