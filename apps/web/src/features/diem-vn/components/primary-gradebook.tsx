import { EditOutlined, HistoryOutlined } from '@ant-design/icons';
import type { PrimaryRating } from '@hpl/shared/grades-vn/rules';
import { Alert, Button, Drawer, Empty, Flex, List, Segmented, Spin, Tag, Tooltip, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveStatus } from '../../../components/grid/save-status';
import { diemVnKeys } from '../api/keys';
import { savePrimaryEntries, usePrimaryGradebook, usePrimaryHistory } from '../api/primary-gradebook';
import { PrimaryChangeRequestModal, type PrimaryChangeTarget } from './change-request-modal';
import { GradebookTable, type GridColumn } from './gradebook-table';
import { usePendingRequests } from './pending-requests';
import { formatRating, parseRating, parseTestMark } from './primary-cell-text';
import { primaryKey, usePrimaryEditor } from './use-primary-editor';

const FIELDS = ['muc', 'kt', 'nx'] as const;
/** A rating point without a periodic test. */
const FIELDS_NO_TEST = ['muc', 'nx'] as const;

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
  const requests = usePendingRequests(data?.yeuCauChoDuyet);

  if (book.isLoading) return <Spin />;
  if (!data || !point) return <Empty />;
  const editable = point.choPhepSua;
  const students = data.hocSinh;
  const focusedStudent = students.find((s) => s.id === focused);
  const columns: GridColumn<(typeof students)[number]>[] = (point.kiemTra ? FIELDS : FIELDS_NO_TEST).map((field) => ({
    field,
    header: <Tooltip title={t(`tieuHoc.fieldHint.${field}`)}>{t(`tieuHoc.field.${field}`)}</Tooltip>,
    kind: field === 'nx' ? 'text' : 'code',
    editable: () => editable,
    label: (student) =>
      t('tieuHoc.cellLabel', {
        name: student.hoTen,
        field: t(`tieuHoc.field.${field}`),
        period: t(`tieuHoc.ky.${ky}`),
      }),
    invalidText: t(`tieuHoc.invalid.${field}`),
    // A request is for the whole entry (rating, test, comment) of the pupil at this rating point.
    pendingText: (hocSinhId) => (requests.has(hocSinhId, point.hocKy, ky) ? requests.text : undefined),
  }));

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
      <GradebookTable
        label={t('tieuHoc.gridLabel', { name: data.lopMonHoc.tenLop, period: t(`tieuHoc.ky.${ky}`) })}
        students={students}
        columns={columns}
        period={ky}
        editor={editor}
        onFocusCell={(student) => setFocused(student.id)}
      />
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
