import { EditOutlined, HistoryOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Segmented, Spin, Tabs, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAcademicYearId } from '../../../app/academic-year-store';
import { SaveStatus } from '../../../components/grid/save-status';
import { PageHeader } from '../../../components/page-header';
import { Select } from '../../../components/select';
import { exportExcel } from '../api/export-excel';
import { useGradebook } from '../api/get-gradebook';
import { useHomerooms } from '../api/homerooms';
import { useSubjectClasses } from '../api/list-subject-classes';
import { usePrimaryClasses, usePrimaryHomerooms } from '../api/primary-classes';
import { CellHistoryDrawer } from '../components/cell-history-drawer';
import { ChangeRequestModal, type ChangeTarget } from '../components/change-request-modal';
import { CommentModal } from '../components/comment-modal';
import { ConductTable } from '../components/conduct-table';
import { type FocusedCell, GradebookGrid } from '../components/gradebook-grid';
import { ImportMarksModal } from '../components/import-marks-modal';
import { PrimaryGradebook } from '../components/primary-gradebook';
import { PrimaryQualities } from '../components/primary-qualities';
import { cellKey } from '../components/use-cell-editor';
import { useGradebookEditor } from '../components/use-gradebook-editor';

/**
 * `chuyenmon/sodiemnhanxet`: the teacher's gradebook of the national-programme subject classes they teach — a
 * keyboard-first grid with live averages and autosave, comments, a cell's history, change requests for closed
 * columns; a homeroom teacher also sets conduct here. `?lop=` opens a class (the office opens any class read-only).
 * Primary classes (Circular 27) open their own grid of ratings and tests per rating point; a primary homeroom teacher
 * sets qualities and competences here.
 */
export default function GradebookPage() {
  const { t, i18n } = useTranslation('diem-vn');
  const namHocId = useAcademicYearId();
  const [params, setParams] = useSearchParams();
  const hocKy = params.get('hk') === '2' ? 2 : 1;
  const classes = useSubjectClasses({ namHocId: namHocId ?? undefined, hocKy, phamVi: 'cuaToi' }, namHocId !== null);
  const homerooms = useHomerooms({ namHocId: namHocId ?? undefined, phamVi: 'cuaToi' }, namHocId !== null);
  const primary = usePrimaryClasses({ namHocId: namHocId ?? undefined, phamVi: 'cuaToi' }, namHocId !== null);
  const primaryHomerooms = usePrimaryHomerooms(
    { namHocId: namHocId ?? undefined, phamVi: 'cuaToi' },
    namHocId !== null,
  );
  const requested = Number(params.get('lop')) || null;
  const lopId = requested ?? classes.data?.[0]?.id ?? primary.data?.[0]?.id ?? null;
  // A primary (Circular 27) class: asked for by `th=1` (the office's links) or one of my primary classes.
  const isPrimary =
    lopId !== null &&
    (params.get('th') === '1' || (primary.data ?? []).some((c) => c.id === lopId)) &&
    !(classes.data ?? []).some((c) => c.id === lopId);
  const book = useGradebook(isPrimary ? null : lopId);
  const editor = useGradebookEditor(book.data, i18n.language);
  const [focused, setFocused] = useState<FocusedCell | null>(null);
  const [commentFor, setCommentFor] = useState<number | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [request, setRequest] = useState<ChangeTarget | null>(null);
  const [importing, setImporting] = useState(false);

  const change = async (key: 'lop' | 'hk', value: string) => {
    await editor.flush();
    setFocused(null);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        if (key === 'lop') next.delete('th');
        return next;
      },
      { replace: true },
    );
  };

  const data = book.data;
  const term = data?.hocKy.find((k) => k.hocKy === hocKy);
  // Opened without a term: the term where entry is open, not a term whose every column is shut.
  const termChosen = params.has('hk');
  const openTerm = data?.hocKy.find((k) => k.cot.some((c) => c.choPhepSua))?.hocKy;
  useEffect(() => {
    if (!termChosen && openTerm !== undefined && openTerm !== hocKy) void change('hk', String(openTerm));
  });
  const focusedStudent = data?.hocSinh.find((s) => s.id === focused?.hocSinhId);
  const options = useMemo(
    () =>
      (classes.data ?? []).map((c) => ({
        value: c.id,
        label: `${c.tenMonHoc} · ${c.tenLopQuanLy ?? c.tenLop}`,
      })),
    [classes.data],
  );
  for (const c of primary.data ?? []) options.push({ value: c.id, label: `${c.tenMonHoc} · ${c.tenLopQuanLy}` });
  if (data && !options.some((o) => o.value === data.lopMonHoc.id))
    options.push({
      value: data.lopMonHoc.id,
      label: `${data.lopMonHoc.tenMonHoc} · ${data.lopMonHoc.tenLopQuanLy ?? ''}`,
    });

  const classSelect = (
    <Select
      style={{ minWidth: 260, maxWidth: '100%' }}
      value={lopId ?? undefined}
      options={options}
      loading={classes.isLoading || primary.isLoading}
      placeholder={t('page.pickClass')}
      aria-label={t('page.pickClass')}
      onChange={(id: number) => void change('lop', String(id))}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
  const gradebook = isPrimary ? (
    <Flex vertical gap="middle">
      {classSelect}
      <PrimaryGradebook key={lopId} lopMonHocId={lopId} />
    </Flex>
  ) : (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap align="center">
        {classSelect}
        <Segmented
          value={hocKy}
          options={[1, 2].map((k) => ({ value: k, label: t('page.term', { term: k }) }))}
          onChange={(k) => void change('hk', String(k))}
        />
        <Button
          icon={<HistoryOutlined />}
          disabled={!focused}
          onClick={() => setHistoryOpen(true)}
          title={t('page.historyHint')}
        >
          {t('page.history')}
        </Button>
        {data?.laGiaoVien && (
          <Button
            icon={<EditOutlined />}
            disabled={
              !focused || focused.editable || (focused.cot === 'KTL' && !data.kiemTraLai.includes(focused.hocSinhId))
            }
            onClick={() =>
              focused &&
              focusedStudent &&
              setRequest({
                lopMonHocId: data.lopMonHoc.id,
                hocSinhId: focused.hocSinhId,
                hoTen: focusedStudent.hoTen,
                hocKy: focused.hocKy,
                cot: focused.cot,
                current: editor.drafts.get(cellKey(focused.hocSinhId, focused.hocKy, focused.cot))?.text ?? '',
                kind: data.lopMonHoc.hinhThucDanhGia,
              })
            }
          >
            {t('page.requestChange')}
          </Button>
        )}
        <Button
          disabled={!data}
          onClick={() =>
            data &&
            void exportExcel({
              kind: 'soDiem',
              id: data.lopMonHoc.id,
              name: `${data.lopMonHoc.maMonHoc}-${data.lopMonHoc.tenLopQuanLy ?? data.lopMonHoc.id}`,
            })
          }
        >
          {t('page.export')}
        </Button>
        {data?.laGiaoVien && <Button onClick={() => setImporting(true)}>{t('page.import')}</Button>}
        {data && (
          <ImportMarksModal
            lopMonHocId={data.lopMonHoc.id}
            hocKy={hocKy}
            open={importing}
            onClose={() => setImporting(false)}
          />
        )}
        {term?.congBo && <Tag color="blue">{t('page.published')}</Tag>}
        {term?.khoa && <Tag color="red">{t('page.locked')}</Tag>}
      </Flex>
      {data && !data.laGiaoVien && <Alert type="info" showIcon title={t('page.readOnlyOffice')} />}
      <Typography.Text type="secondary">{t('grid.help')}</Typography.Text>
      {book.isLoading || classes.isLoading || primary.isLoading ? (
        <Spin />
      ) : !data ? (
        <Empty description={t('page.noClasses')} />
      ) : (
        <GradebookGrid
          book={data}
          hocKy={hocKy}
          editor={editor}
          onFocusCell={setFocused}
          onOpenComment={setCommentFor}
        />
      )}
    </Flex>
  );

  const homeroomTabs = (homerooms.data ?? []).map((h) => ({
    key: `conduct-${h.id}`,
    label: t('page.conductTab', { name: h.tenLop }),
    children: <ConductTable lopQuanLyId={h.id} />,
  }));
  // Primary homeroom classes: the qualities and competences, set where secondary conduct is.
  for (const h of primaryHomerooms.data ?? [])
    homeroomTabs.push({
      key: `qualities-${h.id}`,
      label: t('tieuHoc.qualitiesTab', { name: h.tenLop }),
      children: <PrimaryQualities lopQuanLyId={h.id} />,
    });

  return (
    <>
      <PageHeader
        subTitle={data ? `${data.lopMonHoc.tenMonHoc} · ${data.lopMonHoc.tenLopQuanLy ?? ''}` : undefined}
        extra={
          isPrimary ? undefined : (
            <SaveStatus state={editor.saveState} invalid={editor.invalid} onRetry={() => void editor.flush()} />
          )
        }
      />
      {homeroomTabs.length ? (
        <Tabs items={[{ key: 'marks', label: t('page.marksTab'), children: gradebook }, ...homeroomTabs]} />
      ) : (
        gradebook
      )}
      {data && (
        <>
          <CommentModal
            lopMonHocId={data.lopMonHoc.id}
            hocKy={hocKy}
            student={data.hocSinh.find((s) => s.id === commentFor) ?? null}
            readOnly={!data.laGiaoVien || Boolean(term?.khoa)}
            onClose={() => setCommentFor(null)}
          />
          <CellHistoryDrawer
            lopMonHocId={data.lopMonHoc.id}
            cell={
              historyOpen && focused ? { hocKy: focused.hocKy, hocSinhId: focused.hocSinhId, cot: focused.cot } : null
            }
            title={
              focused && focusedStudent
                ? t('history.title', { name: focusedStudent.hoTen, column: t(`cot.${focused.cot}`) })
                : ''
            }
            onClose={() => setHistoryOpen(false)}
          />
          <ChangeRequestModal target={request} onClose={() => setRequest(null)} />
        </>
      )}
    </>
  );
}
