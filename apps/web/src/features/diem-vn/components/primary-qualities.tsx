import { PRIMARY_CRITERIA, type PrimaryCriterion } from '@hpl/shared/diem-vn/tieu-hoc.contract';
import { PRIMARY_PERIODS, type PrimaryQualityRating } from '@hpl/shared/grades-vn/rules';
import { Alert, Empty, Flex, Segmented, Spin, Tooltip, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveStatus } from '../../../components/grid/save-status';
import { diemVnKeys } from '../api/keys';
import { savePrimaryQualities, usePrimaryQualities } from '../api/primary-qualities';
import { GradebookTable, type GridColumn } from './gradebook-table';
import { formatQuality, parseQuality } from './primary-cell-text';
import { primaryKey, usePrimaryEditor } from './use-primary-editor';

const FIELDS = [...PRIMARY_CRITERIA, 'nx'] as const;

/**
 * The homeroom teacher's qualities and competences of a primary class (Circular 27) at a rating point: a keyboard grid
 * of the five qualities and ten competences (type T, Đ or C) and a comment, autosaved; read-only for the office and
 * once the year summary is confirmed.
 */
export function PrimaryQualities({ lopQuanLyId }: { lopQuanLyId: number }) {
  const { t } = useTranslation('diem-vn');
  const query = usePrimaryQualities(lopQuanLyId);
  const data = query.data;
  const [ky, setKy] = useState<string>('GK1');

  const load = useCallback(() => {
    const cells = new Map<string, { text: string; value: string | number | null }>();
    const versions = new Map<string, number>();
    for (const s of data?.hocSinh ?? [])
      for (const k of s.ky) {
        versions.set(`${s.id}:${k.ky}`, k.version);
        for (const c of PRIMARY_CRITERIA)
          cells.set(primaryKey(s.id, k.ky, c), { text: formatQuality(k.muc[c]), value: k.muc[c] ?? null });
        cells.set(primaryKey(s.id, k.ky, 'nx'), { text: k.nhanXet ?? '', value: k.nhanXet });
      }
    return { cells, versions };
  }, [data]);

  const editor = usePrimaryEditor({
    source: data,
    load,
    fields: FIELDS,
    queryKey: diemVnKeys.primaryQualities(lopQuanLyId),
    parse: (field, text) =>
      field === 'nx' ? { ok: true, value: text.trim() === '' ? null : text } : parseQuality(text),
    save: async ({ ky: period, rows }) => {
      const result = await savePrimaryQualities(lopQuanLyId, {
        ky: period as 'GK1',
        o: rows.map((r) => ({
          hocSinhId: r.hocSinhId,
          muc: Object.fromEntries(
            PRIMARY_CRITERIA.flatMap((c) => {
              const v = r.values.get(c);
              return v ? [[c, v as PrimaryQualityRating]] : [];
            }),
          ) as Partial<Record<PrimaryCriterion, PrimaryQualityRating>>,
          nhanXet: (r.values.get('nx') ?? null) as string | null,
          version: r.version,
        })),
      });
      return result.hocSinh.map((s) => ({
        hocSinhId: s.id,
        version: s.ky.find((k) => k.ky === period)?.version ?? 0,
      }));
    },
  });

  if (query.isLoading) return <Spin />;
  if (!data) return <Empty />;
  const editable = data.choPhepSua;
  const columns: GridColumn<(typeof data.hocSinh)[number]>[] = FIELDS.map((field) => ({
    field,
    header: <Tooltip title={t(`tieuHoc.criterion.${field}`)}>{t(`tieuHoc.criterionShort.${field}`)}</Tooltip>,
    kind: field === 'nx' ? 'text' : 'code',
    editable: () => editable,
    label: (student) =>
      t('tieuHoc.qualityCellLabel', { name: student.hoTen, criterion: t(`tieuHoc.criterion.${field}`) }),
    invalidText: t(field === 'nx' ? 'tieuHoc.invalid.nx' : 'tieuHoc.invalid.quality'),
  }));

  return (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap align="center">
        <Segmented
          value={ky}
          options={PRIMARY_PERIODS.map((k) => ({ value: k, label: t(`tieuHoc.ky.${k}`) }))}
          onChange={async (v) => {
            await editor.flush();
            setKy(String(v));
          }}
        />
        <SaveStatus state={editor.saveState} invalid={editor.invalid} onRetry={() => void editor.flush()} />
      </Flex>
      {!editable && <Alert type="info" showIcon title={t('tieuHoc.qualitiesReadOnly')} />}
      <Typography.Text type="secondary">{t('tieuHoc.qualitiesHelp')}</Typography.Text>
      <GradebookTable
        label={t('tieuHoc.qualitiesLabel', { name: data.tenLop })}
        students={data.hocSinh}
        columns={columns}
        period={ky}
        editor={editor}
        numbered={false}
      />
    </Flex>
  );
}
