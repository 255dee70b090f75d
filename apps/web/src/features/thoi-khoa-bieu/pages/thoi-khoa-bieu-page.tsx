import {
  CopyOutlined,
  ExperimentOutlined,
  PlusOutlined,
  SettingOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { termName } from '@hpl/shared/nam-hoc/term-name';
import { thoiKhoaBieuAuthority } from '@hpl/shared/thoi-khoa-bieu/authority';
import type { PhienBanThoiKhoaBieu, TietHoc } from '@hpl/shared/thoi-khoa-bieu/contract';
import { App, Button, Card, Empty, Flex, List, Segmented, Space, Spin, Switch, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../app/access';
import { useIsMobile } from '../../../app/shell/use-is-mobile';
import { PageHeader } from '../../../components/page-header';
import { Select } from '../../../components/select';
import { formatDate } from '../../../lib/format-date';
import { useConstraints, useSaveTeacherConstraints } from '../api/constraints';
import { useStartGeneration } from '../api/generation';
import { useVersion } from '../api/get-version';
import { useVersions } from '../api/list-versions';
import { useMoveLesson } from '../api/move-lesson';
import { useChangeVersionStatus, useCopyVersion } from '../api/save-version';
import { GenerationPanel } from '../components/generation-panel';
import { type GridView, lessonsOf, slotMarks } from '../components/grid-marks';
import { SettingsForm } from '../components/settings-form';
import { SubjectRulesDrawer } from '../components/subject-rules-drawer';
import { VersionForm } from '../components/version-form';
import { VersionStatusTag } from '../components/version-status-tag';
import { WeekGrid, type WeekGridCell } from '../components/week-grid';

/**
 * `quanlythoikhoabieu/phancongthoikhoabieu`: the term's timetable versions; a week grid per class, teacher or room;
 * moving a draft's lesson (drag it, or pick it and then a slot) with live conflict marks; generating a draft in the
 * server's worker thread; publishing (teachers are notified) and archiving.
 */
export default function TimetableVersionsPage() {
  const { t, i18n } = useTranslation('thoi-khoa-bieu');
  const { modal, message } = App.useApp();
  const isMobile = useIsMobile();
  const versions = useVersions();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const list = versions.data?.phienBan ?? [];
  const currentId = selectedId ?? list.find((v) => v.trangThai === 'nhap')?.id ?? list[0]?.id ?? null;
  const detail = useVersion(currentId);
  const [view, setView] = useState<GridView>('lop');
  const [entityId, setEntityId] = useState<number | null>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [rulesOpen, setRulesOpen] = useState(false);
  const [runId, setRunId] = useState<number | null>(null);
  const move = useMoveLesson(currentId ?? 0);
  const copy = useCopyVersion();
  const changeStatus = useChangeVersionStatus();
  const generate = useStartGeneration();

  const data = detail.data;
  const version = data?.phienBan;
  const editable = version?.trangThai === 'nhap';
  const entities = data ? { lop: data.lop, giaoVien: data.giaoVien, phong: data.phong }[view] : [];
  const shownId = entityId !== null && entities.some((e) => e.id === entityId) ? entityId : (entities[0]?.id ?? null);
  const lessons = data?.tietHoc ?? [];
  const shown = useMemo(() => lessonsOf(lessons, view, shownId), [lessons, view, shownId]);
  const pickedLesson = lessons.find((l) => l.id === picked);
  const marks = useMemo(
    () => slotMarks(pickedLesson, lessons, data?.caiDat.soNgayHoc ?? 0, data?.caiDat.soTietNgay ?? 0),
    [pickedLesson, lessons, data],
  );
  const names = {
    lop: new Map(data?.lop.map((c) => [c.id, c.ten])),
    giaoVien: new Map(data?.giaoVien.map((c) => [c.id, c.ten])),
    phong: new Map(data?.phong.map((c) => [c.id, c.ten])),
  };
  // A teacher's unavailable slots, edited on the teacher's grid: a click on a slot adds or removes it.
  const [editingUnavailable, setEditingUnavailable] = useState(false);
  const editUnavailable = editingUnavailable && view === 'giaoVien' && shownId !== null;
  const constraints = useConstraints(view === 'giaoVien');
  const saveTeacher = useSaveTeacherConstraints();
  const teacherConstraints = constraints.data?.giaoVien.find((g) => g.nhanVienId === shownId);
  const unavailable = new Set((teacherConstraints?.banTiet ?? []).map((b) => `${b.day}:${b.period}`));
  const toggleUnavailable = (thu: number, tiet: number) => {
    if (shownId === null) return;
    const key = `${thu}:${tiet}`;
    const next = unavailable.has(key)
      ? (teacherConstraints?.banTiet ?? []).filter((b) => `${b.day}:${b.period}` !== key)
      : [...(teacherConstraints?.banTiet ?? []), { day: thu, period: tiet }];
    saveTeacher.mutate({ nhanVienId: shownId, banTiet: next, ngayUuTien: teacherConstraints?.ngayUuTien ?? [] });
  };
  const lessonName = (l: TietHoc) => (i18n.language === 'en' ? (l.tenEn ?? l.ten) : l.ten);

  const moveTo = (lessonId: number, thu: number, tiet: number) => {
    const lesson = lessons.find((l) => l.id === lessonId);
    setPicked(null);
    if (!lesson || !editable || (lesson.thu === thu && lesson.tiet === tiet)) return;
    move.mutate({ id: lesson.id, thu, tiet, version: lesson.version });
  };

  const cells: WeekGridCell[] = shown.map((l) => ({
    key: l.id,
    thu: l.thu,
    tiet: l.tiet,
    soTiet: l.soTiet,
    tone: l.id === picked ? 'selected' : undefined,
    draggable: editable && !l.coDinh,
    onClick: editable
      ? () => {
          if (picked !== null && picked !== l.id) moveTo(picked, l.thu, l.tiet);
          else if (!l.coDinh) setPicked(l.id === picked ? null : l.id);
          else message.info(t('grid.pinned', { name: l.hoatDong ? t(`activity.${l.hoatDong}`) : lessonName(l) }));
        }
      : undefined,
    content: (
      <div>
        <Typography.Text strong>{l.hoatDong ? t(`activity.${l.hoatDong}`) : lessonName(l)}</Typography.Text>
        <div style={{ fontSize: 12 }}>
          {[
            view !== 'lop' && l.lopQuanLyId !== null ? names.lop.get(l.lopQuanLyId) : null,
            view !== 'giaoVien' ? l.giaoVienIds.map((g) => names.giaoVien.get(g)).join(', ') : null,
            view !== 'phong' && l.phongId !== null ? names.phong.get(l.phongId) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </div>
      </div>
    ),
  }));

  const publish = (v: PhienBanThoiKhoaBieu) =>
    modal.confirm({
      title: t('version.publishTitle', { name: v.ten }),
      content: t('version.publishContent', { date: formatDate(v.ngayApDung) }),
      okText: t('version.publish'),
      onOk: () => changeStatus.mutateAsync({ id: v.id, to: 'congBo', version: v.version }).catch(() => undefined),
    });
  const archive = (v: PhienBanThoiKhoaBieu) =>
    modal.confirm({
      title: t('version.archiveTitle', { name: v.ten }),
      okText: t('version.archive'),
      okButtonProps: { danger: true },
      onOk: () => changeStatus.mutateAsync({ id: v.id, to: 'luuTru', version: v.version }).catch(() => undefined),
    });

  return (
    <>
      <PageHeader
        extra={
          <Can authority={thoiKhoaBieuAuthority.quanLy}>
            <Space wrap>
              <Button icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)}>
                {t('settings.title')}
              </Button>
              <Button icon={<ExperimentOutlined />} onClick={() => setRulesOpen(true)}>
                {t('subjectRules.title')}
              </Button>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormOpen(true)}>
                {t('version.create')}
              </Button>
            </Space>
          </Can>
        }
      />
      <Flex gap={16} vertical={isMobile} align="start">
        <Card size="small" title={t('version.list')} style={{ width: isMobile ? '100%' : 300, flexShrink: 0 }}>
          <List
            loading={versions.isLoading}
            dataSource={list}
            locale={{ emptyText: t('version.none') }}
            renderItem={(v) => (
              <List.Item
                onClick={() => {
                  setSelectedId(v.id);
                  setPicked(null);
                  setRunId(null);
                }}
                style={{ cursor: 'pointer', fontWeight: v.id === currentId ? 600 : undefined }}
                data-version={v.id}
              >
                <Flex vertical style={{ width: '100%' }}>
                  <Flex justify="space-between" gap={8}>
                    <span>{v.ten}</span>
                    <VersionStatusTag status={v.trangThai} />
                  </Flex>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {termName(v.tenHocKy, i18n.language === 'en' ? 'en' : 'vi')} ·{' '}
                    {t('version.from', { date: formatDate(v.ngayApDung) })} ·{' '}
                    {t('version.lessons', { count: v.soTiet })}
                  </Typography.Text>
                </Flex>
              </List.Item>
            )}
          />
        </Card>
        <Card size="small" style={{ flex: 1, minWidth: 0, width: isMobile ? '100%' : undefined }}>
          {currentId === null ? (
            <Empty description={t('version.none')} />
          ) : !data || !version ? (
            <Spin />
          ) : (
            <Flex vertical gap={12}>
              <Flex justify="space-between" wrap gap={8}>
                <Space wrap>
                  <Typography.Title level={5} style={{ margin: 0 }}>
                    {version.ten}
                  </Typography.Title>
                  <VersionStatusTag status={version.trangThai} />
                </Space>
                <Space wrap>
                  {editable ? (
                    <Button
                      icon={<ThunderboltOutlined />}
                      loading={generate.isPending}
                      onClick={() => generate.mutate(version.id, { onSuccess: (run) => setRunId(run.id) })}
                    >
                      {t('version.generate')}
                    </Button>
                  ) : null}
                  {editable ? (
                    <Button type="primary" onClick={() => publish(version)}>
                      {t('version.publish')}
                    </Button>
                  ) : null}
                  {version.trangThai === 'cong_bo' ? (
                    <Button danger onClick={() => archive(version)}>
                      {t('version.archive')}
                    </Button>
                  ) : null}
                  <Button
                    icon={<CopyOutlined />}
                    onClick={() => copy.mutate(version.id, { onSuccess: (c) => setSelectedId(c.id) })}
                  >
                    {t('version.copy')}
                  </Button>
                </Space>
              </Flex>
              {runId !== null ? <GenerationPanel runId={runId} phienBanId={version.id} /> : null}
              {!editable ? <Typography.Text type="secondary">{t('version.readOnly')}</Typography.Text> : null}
              <Flex gap={8} wrap align="center">
                <Segmented
                  value={view}
                  onChange={(v) => {
                    setView(v as GridView);
                    setEntityId(null);
                    setPicked(null);
                  }}
                  options={[
                    { value: 'lop', label: t('view.lop') },
                    { value: 'giaoVien', label: t('view.giaoVien') },
                    { value: 'phong', label: t('view.phong') },
                  ]}
                />
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  style={{ minWidth: 220 }}
                  value={shownId}
                  onChange={(id) => {
                    setEntityId(id);
                    setPicked(null);
                  }}
                  options={entities.map((e) => ({ value: e.id, label: e.ten }))}
                  aria-label={t(`view.${view}`)}
                  data-testid="grid-entity"
                />
              </Flex>
              {view === 'giaoVien' ? (
                <Space>
                  <Switch
                    checked={editingUnavailable}
                    onChange={setEditingUnavailable}
                    aria-label={t('unavailable.edit')}
                  />
                  <Typography.Text>{t('unavailable.edit')}</Typography.Text>
                  {editUnavailable ? <Typography.Text type="secondary">{t('unavailable.hint')}</Typography.Text> : null}
                </Space>
              ) : null}
              {editable && !editUnavailable ? (
                <Typography.Text type="secondary">
                  {pickedLesson
                    ? t('grid.pickedHint', {
                        name: pickedLesson.hoatDong ? t(`activity.${pickedLesson.hoatDong}`) : lessonName(pickedLesson),
                      })
                    : t('grid.moveHint')}
                </Typography.Text>
              ) : null}
              <WeekGrid
                days={data.caiDat.soNgayHoc}
                periods={data.caiDat.soTietNgay}
                gioBatDau={data.caiDat.gioBatDau}
                cells={cells}
                asList={isMobile}
                slotMark={
                  editUnavailable
                    ? (thu, tiet) => (unavailable.has(`${thu}:${tiet}`) ? 'conflict' : undefined)
                    : marks.mark
                }
                onSlotClick={
                  editUnavailable
                    ? toggleUnavailable
                    : editable && picked !== null
                      ? (thu, tiet) => moveTo(picked, thu, tiet)
                      : undefined
                }
                onDrop={editable ? moveTo : undefined}
                onDragStart={(id) => setPicked(id)}
              />
            </Flex>
          )}
        </Card>
      </Flex>
      <SettingsForm open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <SubjectRulesDrawer open={rulesOpen} onClose={() => setRulesOpen(false)} />
      <VersionForm
        open={formOpen}
        terms={versions.data?.hocKy ?? []}
        onClose={() => setFormOpen(false)}
        onCreated={(id) => setSelectedId(id)}
      />
    </>
  );
}
