import { EditOutlined, HistoryOutlined } from '@ant-design/icons';
import type { PrimaryRating } from '@hpl/shared/grades-vn/rules';
import { Alert, Button, Drawer, Empty, Flex, List, Segmented, Spin, Tag, Tooltip, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGridStyles } from '../../../components/grid/grid-styles';
import { SaveStatus } from '../../../components/grid/save-status';
import { useGridKeyboard } from '../../../components/grid/use-grid-keyboard';
import { diemVnKeys } from '../api/keys';
import { savePrimaryEntries, usePrimaryGradebook, usePrimaryHistory } from '../api/primary-gradebook';
import { PrimaryChangeRequestModal, type PrimaryChangeTarget } from './change-request-modal';
import { usePendingRequests } from './pending-requests';
import { formatRating, parseRating, parseTestMark } from './primary-cell-text';
import { PrimaryGridCell } from './primary-grid-cell';
import { primaryKey, usePrimaryEditor } from './use-primary-editor';

const FIELDS = ['muc', 'kt', 'nx'] as const;

/**
 * The gradebook of a primary subject class (Circular 27): per rating point (GK1, CK1, GK2, CN) a keyboard grid of the
 * rating (type T, H or C), the periodic test mark where one is due (1..10) and the comment; autosaved like the
 * secondary grid. Rating points outside their open window (or of a locked term) are read-only: the class's teacher
 * asks the office to change an entry there, as in the secondary grid; an entry's history opens on demand.
 */
export function PrimaryGradebook({ lopMonHocId }: { lopMonHocId: number }) {
  const { t } = useTranslation('diem-vn');
  const book = usePrimaryGradebook(lopMonHocId);
  const data = book.data;
  const firstOpen = data?.ky.find((k) => k.choPhepSua)?.ky;
  const [picked, setPicked] = useState<string | null>(null);
  const ky = picked ?? firstOpen ?? 'GK1';
  const [focused, setFocused] = useState<number | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [request, setRequest] = useState<PrimaryChangeTarget | null>(null);

  const load = useCallback(() => {
    const cells = new Map<string, { text: string; value: string | number | null }>();
    const versions = new Map<string, number>();
    for (const s of data?.hocSinh ?? [])
      for (const o of s.o) {
        versions.set(`${s.id}:${o.ky}`, o.version);
        cells.set(primaryKey(s.id, o.ky, 'muc'), { text: formatRating(o.mucDat), value: o.mucDat });
        cells.set(primaryKey(s.id, o.ky, 'kt'), {
          text: o.diemKiemTra == null ? '' : String(o.diemKiemTra),
          value: o.diemKiemTra,
        });
        cells.set(primaryKey(s.id, o.ky, 'nx'), { text: o.nhanXet ?? '', value: o.nhanXet });
      }
    return { cells, versions };
  }, [data]);

  const editor = usePrimaryEditor({
    source: data,
    load,
    fields: FIELDS,
    queryKey: diemVnKeys.primaryGradebook(lopMonHocId),
    parse: (field, text) =>
      field === 'muc'
        ? parseRating(text)
        : field === 'kt'
          ? parseTestMark(text)
          : { ok: true, value: text.trim() === '' ? null : text },
    save: async ({ ky: period, rows }) => {
      const result = await savePrimaryEntries(lopMonHocId, {
        ky: period as 'GK1',
        o: rows.map((r) => ({
          hocSinhId: r.hocSinhId,
          mucDat: (r.values.get('muc') ?? null) as PrimaryRating | null,
          diemKiemTra: (r.values.get('kt') ?? null) as number | null,
          nhanXet: (r.values.get('nx') ?? null) as string | null,
          version: r.version,
        })),
      });
      return result.o.map((o) => ({ hocSinhId: o.hocSinhId, version: o.version }));
    },
  });

  const point = data?.ky.find((k) => k.ky === ky);
  const columns = point?.kiemTra ? (['muc', 'kt', 'nx'] as const) : (['muc', 'nx'] as const);
  const students = data?.hocSinh ?? [];
  const keyboard = useGridKeyboard({
    rowCount: students.length,
    colCount: columns.length,
    onUndo: () => editor.undo(),
    onPasteBlock: (block, row, col) => {
      if (point?.choPhepSua) editor.pasteBlock(block, { row, col }, { pupils: students, fields: columns, period: ky });
    },
  });
  const styles = useGridStyles();
  const requests = usePendingRequests(data?.yeuCauChoDuyet);

  if (book.isLoading) return <Spin />;
  if (!data || !point) return <Empty />;
  const editable = point.choPhepSua;
  const focusedStudent = students.find((s) => s.id === focused);

  return (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap align="center">
        <Segmented
          value={ky}
          options={data.ky.map((k) => ({ value: k.ky, label: t(`tieuHoc.ky.${k.ky}`) }))}
          onChange={async (v) => {
            await editor.flush();
            setPicked(String(v));
          }}
        />
        <Button icon={<HistoryOutlined />} disabled={!focused} onClick={() => setHistoryOpen(true)}>
          {t('page.history')}
        </Button>
        {data.laGiaoVien && (
          <Button
            icon={<EditOutlined />}
            disabled={!focusedStudent || editable}
            onClick={() => {
              if (!focusedStudent) return;
              const entry = focusedStudent.o.find((o) => o.ky === point.ky);
              setRequest({
                lopMonHocId,
                hocSinhId: focusedStudent.id,
                hoTen: focusedStudent.hoTen,
                ky: point.ky,
                kiemTra: point.kiemTra,
                current: entry
                  ? { mucDat: entry.mucDat, diemKiemTra: entry.diemKiemTra, nhanXet: entry.nhanXet }
                  : null,
              });
            }}
          >
            {t('page.requestChange')}
          </Button>
        )}
        {point.congBo && <Tag color="blue">{t('page.published')}</Tag>}
        {point.khoa && <Tag color="red">{t('page.locked')}</Tag>}
        <Tag color={point.dangMo ? 'green' : 'default'}>
          {point.dangMo ? t('tieuHoc.windowOpen') : t('tieuHoc.windowClosed')}
        </Tag>
        <SaveStatus state={editor.saveState} invalid={editor.invalid} onRetry={() => void editor.flush()} />
      </Flex>
      {!data.laGiaoVien && <Alert type="info" showIcon title={t('page.readOnlyOffice')} />}
      <Typography.Text type="secondary">{t('tieuHoc.gridHelp')}</Typography.Text>
      <div style={styles.scroller}>
        <table
          aria-label={t('tieuHoc.gridLabel', { name: data.lopMonHoc.tenLop, period: t(`tieuHoc.ky.${ky}`) })}
          style={styles.table}
        >
          <thead>
            <tr>
              <th style={{ ...styles.head, width: 40 }}>{t('grid.stt')}</th>
              <th style={{ ...styles.head, textAlign: 'left' }}>{t('grid.hoTen')}</th>
              {columns.map((c) => (
                <th key={c} style={styles.head}>
                  <Tooltip title={t(`tieuHoc.fieldHint.${c}`)}>{t(`tieuHoc.field.${c}`)}</Tooltip>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {students.map((student, row) => (
              <tr key={student.id}>
                <td style={{ ...styles.cell, textAlign: 'center', padding: 4 }}>{row + 1}</td>
                <td style={{ ...styles.cell, padding: '4px 8px', whiteSpace: 'nowrap' }}>{student.hoTen}</td>
                {columns.map((field, col) => (
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
                    label={t('tieuHoc.cellLabel', {
                      name: student.hoTen,
                      field: t(`tieuHoc.field.${field}`),
                      period: t(`tieuHoc.ky.${ky}`),
                    })}
                    invalidText={t(`tieuHoc.invalid.${field}`)}
                    // A request is for the whole entry (rating, test, comment) of the pupil at this rating point.
                    pendingText={requests.has(student.id, point.hocKy, ky) ? requests.text : undefined}
                    onFocus={() => setFocused(student.id)}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PrimaryHistoryDrawer
        lopMonHocId={lopMonHocId}
        cell={historyOpen && focused ? { ky, hocSinhId: focused } : null}
        title={
          focusedStudent ? t('tieuHoc.historyTitle', { name: focusedStudent.hoTen, period: t(`tieuHoc.ky.${ky}`) }) : ''
        }
        onClose={() => setHistoryOpen(false)}
      />
      <PrimaryChangeRequestModal target={request} onClose={() => setRequest(null)} />
    </Flex>
  );
}

function PrimaryHistoryDrawer(props: {
  lopMonHocId: number;
  cell: { ky: string; hocSinhId: number } | null;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('diem-vn');
  const history = usePrimaryHistory(props.lopMonHocId, props.cell);
  const text = (v: { mucDat: PrimaryRating | null; diemKiemTra: number | null; nhanXet: string | null } | null) =>
    v
      ? [formatRating(v.mucDat), v.diemKiemTra == null ? '' : String(v.diemKiemTra), v.nhanXet ?? '']
          .filter(Boolean)
          .join(' · ')
      : t('history.empty');
  return (
    <Drawer open={props.cell !== null} title={props.title} onClose={props.onClose} size="default">
      <List
        loading={history.isLoading}
        dataSource={history.data ?? []}
        locale={{ emptyText: <Empty description={t('history.none')} /> }}
        renderItem={(h) => (
          <List.Item>
            <List.Item.Meta
              title={`${new Date(h.luc).toLocaleString()} · ${h.nguoiSua ?? ''}`}
              description={`${text(h.truoc)} → ${text(h.sau)}`}
            />
          </List.Item>
        )}
      />
    </Drawer>
  );
}
