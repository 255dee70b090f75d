import { PRIMARY_CRITERIA, type PrimaryCriterion } from '@hpl/shared/diem-vn/tieu-hoc.contract';
import { PRIMARY_PERIODS, type PrimaryQualityRating } from '@hpl/shared/grades-vn/rules';
import { Alert, Empty, Flex, Segmented, Spin, Tooltip, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGridStyles } from '../../../components/grid/grid-styles';
import { SaveStatus } from '../../../components/grid/save-status';
import { useGridKeyboard } from '../../../components/grid/use-grid-keyboard';
import { diemVnKeys } from '../api/keys';
import { savePrimaryQualities, usePrimaryQualities } from '../api/primary-qualities';
import { formatQuality, parseQuality } from './primary-cell-text';
import { PrimaryGridCell } from './primary-grid-cell';
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

  const students = data?.hocSinh ?? [];
  const keyboard = useGridKeyboard({
    rowCount: students.length,
    colCount: FIELDS.length,
    onUndo: () => editor.undo(),
    onPasteBlock: (block, row, col) => {
      if (data?.choPhepSua) editor.pasteBlock(block, { row, col }, { pupils: students, fields: FIELDS, period: ky });
    },
  });
  const styles = useGridStyles();
  if (query.isLoading) return <Spin />;
  if (!data) return <Empty />;
  const editable = data.choPhepSua;

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
      <div style={styles.scroller}>
        <table aria-label={t('tieuHoc.qualitiesLabel', { name: data.tenLop })} style={styles.table}>
          <thead>
            <tr>
              <th style={{ ...styles.head, textAlign: 'left' }}>{t('grid.hoTen')}</th>
              {FIELDS.map((f) => (
                <th key={f} style={styles.head}>
                  <Tooltip title={t(`tieuHoc.criterion.${f}`)}>{t(`tieuHoc.criterionShort.${f}`)}</Tooltip>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {students.map((student, row) => (
              <tr key={student.id}>
                <td style={{ ...styles.cell, padding: '4px 8px', whiteSpace: 'nowrap' }}>{student.hoTen}</td>
                {FIELDS.map((field, col) => (
                  <PrimaryGridCell
                    key={field}
                    editor={editor}
                    keyboard={keyboard}
                    styles={styles}
                    at={{ row, col }}
                    hocSinhId={student.id}
                    ky={ky}
                    field={field}
                    editable={editable}
                    label={t('tieuHoc.qualityCellLabel', {
                      name: student.hoTen,
                      criterion: t(`tieuHoc.criterion.${field}`),
                    })}
                    invalidText={t(field === 'nx' ? 'tieuHoc.invalid.nx' : 'tieuHoc.invalid.quality')}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Flex>
  );
}
