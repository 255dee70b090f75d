import type { RenLuyen } from '@hpl/shared/diem-vn/tong-ket.contract';
import { LEVELS, type Level } from '@hpl/shared/grades-vn/rules';
import { Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/select';
import { useClassBehaviour } from '../../bao-cao-vi-pham';
import { useConduct, useSetConduct } from '../api/conduct';

/**
 * The homeroom teacher's conduct entry (rèn luyện) per student and term; the year result follows the rules. Beside
 * each term's value: the conduct the behaviour score proposes (discipline module; the teacher decides).
 */
export function ConductTable({ lopQuanLyId }: { lopQuanLyId: number }) {
  const { t } = useTranslation('diem-vn');
  const conduct = useConduct(lopQuanLyId);
  const behaviour = { 1: useClassBehaviour(lopQuanLyId, 1), 2: useClassBehaviour(lopQuanLyId, 2) } as const;
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
  const proposal = (row: Row, hocKy: 1 | 2) => {
    const p = behaviour[hocKy].data?.hocSinh.find((s) => s.hocSinhId === row.hocSinhId);
    return p ? (
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('conduct.proposal', { level: t(`level.${p.deXuat}`), score: p.diem })}
      </Typography.Text>
    ) : null;
  };
  const term = (row: Row, hocKy: 1 | 2) => (
    <Flex vertical gap={2}>
      {picker(row, hocKy, Boolean(data?.choPhepSua))}
      {proposal(row, hocKy)}
    </Flex>
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
        { title: t('conduct.term', { term: 1 }), render: (_v, row) => term(row, 1) },
        { title: t('conduct.term', { term: 2 }), render: (_v, row) => term(row, 2) },
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
