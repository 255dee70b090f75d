import type { RenLuyen } from '@hpl/shared/diem-vn/contract';
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
  const picker = (row: RenLuyen['hocSinh'][number], hocKy: 1 | 2) => (
    <Select<Level | null>
      size="small"
      allowClear
      style={{ width: 130 }}
      value={hocKy === 1 ? row.hocKy1 : row.hocKy2}
      options={options}
      disabled={!data?.choPhepSua}
      aria-label={t('conduct.label', { name: row.hoTen, term: hocKy })}
      onChange={(mucDo) =>
        set.mutate({
          hocKy,
          hocSinhId: row.hocSinhId,
          mucDo: mucDo ?? null,
          version: hocKy === 1 ? row.version1 : row.version2,
        })
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
        { title: t('conduct.term', { term: 1 }), render: (_v, row) => picker(row, 1) },
        { title: t('conduct.term', { term: 2 }), render: (_v, row) => picker(row, 2) },
        {
          title: t('conduct.year'),
          render: (_v, row) => (row.caNam ? <Tag>{t(`level.${row.caNam}`)}</Tag> : null),
        },
      ]}
    />
  );
}
