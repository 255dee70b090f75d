import {
  CopyOutlined,
  DownloadOutlined,
  EditOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  UploadOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { LopPhanCong, TaiGiaoVien } from '@hpl/shared/phan-cong-giang-day/contract';
import { Alert, Button, Checkbox, Empty, Flex, Input, Segmented, Spin, Table, Tabs, Tag, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAcademicYearId } from '../../../app/academic-year-store';
import { ACTIONS_KEY } from '../../../components/data-table';
import { useNumberColumns } from '../../../components/number-columns';
import { PageHeader } from '../../../components/page-header';
import { Select } from '../../../components/select';
import { exportAssignments } from '../api/assignment-excel';
import { useAssignmentSummary } from '../api/get-summary';
import { AssignTeachersModal } from '../components/assign-teachers-modal';
import { CopyPreviousYearModal } from '../components/copy-previous-year-modal';
import { DutiesDrawer } from '../components/duties-drawer';
import { ImportAssignmentsModal } from '../components/import-assignments-modal';
import { filterClasses, filterTeachers, LOAD_COLOR, type LoadStatus, loadStatusOf } from '../components/load-status';
import { SettingsDrawer } from '../components/settings-drawer';

type Dialog = 'copy' | 'import' | 'settings' | null;

/**
 * `quanlythoikhoabieu/phanconggiangday`: the teaching assignments of the year chosen in the header. By class: every
 * subject class with its periods per week and teachers (assign / unassign). By teacher: each teacher's weekly load
 * against their norm (level norm minus the reductions of their duties, Circular 05/2025), over or under, the 50 %
 * overload cap, and the yearly ledger of extra periods. Copy last year's assignments, export and import the sheet.
 */
export default function PhanCongGiangDayPage() {
  const { t, i18n } = useTranslation('phan-cong-giang-day');
  const namHocId = useAcademicYearId();
  const summary = useAssignmentSummary(namHocId);
  const data = summary.data;
  const [tab, setTab] = useState('lop');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [editing, setEditing] = useState<LopPhanCong | null>(null);
  const [duties, setDuties] = useState<TaiGiaoVien | null>(null);
  const [search, setSearch] = useState('');
  const [heHoc, setHeHoc] = useState<string | undefined>();
  const [unassigned, setUnassigned] = useState(false);
  const [status, setStatus] = useState<LoadStatus | undefined>();
  const [exporting, setExporting] = useState(false);

  const classes = useMemo(
    () => filterClasses(data?.lop ?? [], { search, heHoc, unassigned }),
    [data, search, heHoc, unassigned],
  );
  const teachers = useMemo(() => filterTeachers(data?.giaoVien ?? [], search, status), [data, search, status]);
  const withoutTeacher = data?.lop.filter((c) => c.giaoVien.length === 0).length ?? 0;
  const overCap = data?.giaoVien.filter((g) => g.vuotTran).length ?? 0;

  const classColumns = useNumberColumns<LopPhanCong, ColumnType<LopPhanCong>>(
    [
      { title: t('class.name'), dataIndex: 'tenLop', sorter: (a, b) => a.tenLop.localeCompare(b.tenLop, 'vi') },
      {
        title: t('class.subject'),
        key: 'tenMonHoc',
        responsive: ['md'],
        render: (_, r) => (i18n.language === 'en' && r.tenMonHocEn ? r.tenMonHocEn : r.tenMonHoc),
      },
      {
        title: t('class.programme'),
        dataIndex: 'maHeHoc',
        responsive: ['md'],
        render: (v: string) => <Tag>{t(`programme.${v}`, { defaultValue: v })}</Tag>,
      },
      { title: t('class.homeroom'), dataIndex: 'tenLopQuanLy', render: (v: string | null) => v ?? '—' },
      { title: t('class.periodsWeek'), dataIndex: 'tietTuan', align: 'right', width: 100 },
      {
        title: t('class.teachers'),
        key: 'giaoVien',
        render: (_v, c) =>
          c.giaoVien.length ? (
            <Flex gap={4} wrap>
              {c.giaoVien.map((g) => (
                <Tag key={g.id}>{g.hoTen}</Tag>
              ))}
            </Flex>
          ) : (
            <Tag color="red">{t('class.noTeacher')}</Tag>
          ),
      },
      {
        title: '',
        key: ACTIONS_KEY,
        width: 56,
        render: (_v, c) => (
          <Tooltip title={t('class.assign')}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={t('class.assignOf', { name: c.tenLop })}
              onClick={() => setEditing(c)}
            />
          </Tooltip>
        ),
      },
    ],
    classes,
  );

  const teacherColumns = useNumberColumns<TaiGiaoVien, ColumnType<TaiGiaoVien>>(
    [
      {
        title: t('teacher.name'),
        dataIndex: 'hoTen',
        sorter: (a, b) => a.hoTen.localeCompare(b.hoTen, 'vi'),
      },
      {
        title: t('teacher.department'),
        dataIndex: 'tenPhongBan',
        responsive: ['md'],
        render: (v: string | null) => v ?? '—',
      },
      { title: t('teacher.level'), dataIndex: 'capHoc', responsive: ['md'], render: (v: string) => t(`level.${v}`) },
      { title: t('teacher.classes'), dataIndex: 'soLop', align: 'right', width: 70, responsive: ['md'] },
      { title: t('teacher.norm'), dataIndex: 'dinhMucCap', align: 'right', width: 90, responsive: ['md'] },
      {
        title: t('teacher.reductions'),
        key: 'giamTru',
        align: 'right',
        responsive: ['md'],
        render: (_v, g) => (
          <Tooltip title={reductionText(g, t)}>
            <span>{g.tongGiamTru}</span>
          </Tooltip>
        ),
      },
      { title: t('teacher.reducedNorm'), dataIndex: 'dinhMuc', align: 'right', width: 100 },
      {
        title: t('teacher.load'),
        dataIndex: 'tietTuan',
        align: 'right',
        width: 90,
        sorter: (a, b) => a.tietTuan - b.tietTuan,
      },
      {
        title: t('teacher.balance'),
        key: 'chenhLech',
        sorter: (a, b) => a.chenhLech - b.chenhLech,
        render: (_v, g) => {
          const s = loadStatusOf(g);
          return (
            <Tooltip title={s === 'over-cap' ? t('teacher.overCapHint', { max: g.toiDa }) : undefined}>
              <Tag color={LOAD_COLOR[s]} icon={s === 'over-cap' ? <WarningOutlined /> : undefined}>
                {t(`status.${s}`, { n: Math.abs(g.chenhLech) })}
              </Tag>
            </Tooltip>
          );
        },
      },
      { title: t('ledger.planned'), dataIndex: 'tietNam', align: 'right', width: 100, responsive: ['lg'] },
      { title: t('ledger.reductions'), dataIndex: 'giamTruNam', align: 'right', width: 100, responsive: ['lg'] },
      { title: t('ledger.norm'), dataIndex: 'dinhMucNam', align: 'right', width: 100, responsive: ['lg'] },
      { title: t('ledger.substitutions'), dataIndex: 'tietDayThay', align: 'right', width: 100, responsive: ['lg'] },
      {
        title: (
          <Tooltip title={t('ledger.extraHint')}>
            <span>
              {t('ledger.extra')} <QuestionCircleOutlined />
            </span>
          </Tooltip>
        ),
        key: 'tietThem',
        align: 'right',
        sorter: (a, b) => a.tietThem - b.tietThem,
        render: (_v, g) =>
          g.canhBaoTietThem ? (
            <Tooltip title={t('ledger.warning', { max: data?.caiDat.canhBaoTietThemNam })}>
              <Tag color="red" icon={<WarningOutlined />}>
                {g.tietThem}
              </Tag>
            </Tooltip>
          ) : (
            <span>{g.tietThem}</span>
          ),
      },
      {
        title: '',
        key: ACTIONS_KEY,
        width: 56,
        render: (_v, g) => (
          <Tooltip title={t('teacher.duties')}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={t('teacher.dutiesOf', { name: g.hoTen })}
              onClick={() => setDuties(g)}
            />
          </Tooltip>
        ),
      },
    ],
    teachers,
  );

  const toolbar = (
    <Flex gap="small" wrap>
      <Button icon={<CopyOutlined />} onClick={() => setDialog('copy')} disabled={!data}>
        {t('action.copy')}
      </Button>
      <Button
        icon={<DownloadOutlined />}
        loading={exporting}
        disabled={!data}
        onClick={async () => {
          setExporting(true);
          try {
            await exportAssignments(data!.namHocId, data!.tenNamHoc.replace(/\W+/g, '-'));
          } finally {
            setExporting(false);
          }
        }}
      >
        {t('action.export')}
      </Button>
      <Button icon={<UploadOutlined />} onClick={() => setDialog('import')} disabled={!data}>
        {t('action.import')}
      </Button>
      <Button icon={<SettingOutlined />} onClick={() => setDialog('settings')} disabled={!data}>
        {t('action.settings')}
      </Button>
    </Flex>
  );

  return (
    <>
      <PageHeader subTitle={data ? t('page.ofYear', { name: data.tenNamHoc }) : undefined} extra={toolbar} />
      {namHocId === null || summary.isError ? (
        <Empty description={t('page.noYear')} />
      ) : summary.isLoading || !data ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      ) : (
        <Flex vertical gap="middle">
          {(withoutTeacher > 0 || overCap > 0) && (
            <Alert
              type="warning"
              showIcon
              title={[
                withoutTeacher > 0 ? t('page.withoutTeacher', { count: withoutTeacher }) : '',
                overCap > 0 ? t('page.overCap', { count: overCap }) : '',
              ]
                .filter(Boolean)
                .join(' ')}
            />
          )}
          <Flex gap="small" wrap>
            <Input.Search
              allowClear
              style={{ maxWidth: 320 }}
              placeholder={t(tab === 'lop' ? 'page.searchClasses' : 'page.searchTeachers')}
              aria-label={t(tab === 'lop' ? 'page.searchClasses' : 'page.searchTeachers')}
              onSearch={setSearch}
              onChange={(e) => setSearch(e.target.value)}
            />
            {tab === 'lop' ? (
              <>
                <Segmented
                  value={heHoc ?? ''}
                  onChange={(v) => setHeHoc(v ? String(v) : undefined)}
                  options={[
                    { value: '', label: t('programme.all') },
                    { value: 'VN', label: t('programme.VN') },
                    { value: 'CAM', label: t('programme.CAM') },
                  ]}
                />
                <Checkbox checked={unassigned} onChange={(e) => setUnassigned(e.target.checked)}>
                  {t('page.onlyUnassigned')}
                </Checkbox>
              </>
            ) : (
              <Select<LoadStatus>
                allowClear
                style={{ minWidth: 180 }}
                placeholder={t('page.status')}
                aria-label={t('page.status')}
                value={status}
                onChange={(v) => setStatus(v)}
                options={(['over-cap', 'over', 'under', 'ok', 'idle'] as const).map((s) => ({
                  value: s,
                  label: t(`statusName.${s}`),
                }))}
              />
            )}
          </Flex>
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              {
                key: 'lop',
                label: t('tab.classes', { count: data.lop.length }),
                children: (
                  <Table<LopPhanCong>
                    size="small"
                    rowKey="id"
                    dataSource={classes}
                    columns={classColumns}
                    scroll={{ x: 'max-content' }}
                    pagination={{ defaultPageSize: 50, showSizeChanger: true }}
                    locale={{ emptyText: <Empty description={t('page.noClasses')} /> }}
                  />
                ),
              },
              {
                key: 'giaoVien',
                label: t('tab.teachers', { count: data.giaoVien.length }),
                children: (
                  <Table<TaiGiaoVien>
                    size="small"
                    rowKey="nhanVienId"
                    dataSource={teachers}
                    columns={teacherColumns}
                    scroll={{ x: 'max-content' }}
                    pagination={{ defaultPageSize: 50, showSizeChanger: true }}
                    locale={{ emptyText: <Empty description={t('page.noTeachers')} /> }}
                  />
                ),
              },
            ]}
          />
        </Flex>
      )}
      {data && (
        <>
          <AssignTeachersModal lop={editing} teachers={data.giaoVien} onClose={() => setEditing(null)} />
          <DutiesDrawer teacher={duties} namHocId={data.namHocId} onClose={() => setDuties(null)} />
          <SettingsDrawer
            open={dialog === 'settings'}
            caiDat={data.caiDat}
            version={data.caiDatVersion}
            namHocId={data.namHocId}
            onClose={() => setDialog(null)}
          />
          <CopyPreviousYearModal open={dialog === 'copy'} namHocId={data.namHocId} onClose={() => setDialog(null)} />
          <ImportAssignmentsModal open={dialog === 'import'} namHocId={data.namHocId} onClose={() => setDialog(null)} />
        </>
      )}
    </>
  );
}

/** The reductions of a teacher, one per line, for the tooltip of the reductions column. */
function reductionText(g: TaiGiaoVien, t: (key: string, options?: Record<string, unknown>) => string) {
  const parts = [
    g.chuNhiem.length ? t('reduction.chuNhiem', { classes: g.chuNhiem.join(', ') }) : null,
    g.nhiemVu.toTruong ? t('reduction.toTruong') : null,
    g.nhiemVu.toPho ? t('reduction.toPho') : null,
    g.nhiemVu.tapSu ? t('reduction.tapSu') : null,
    g.nhiemVu.conNho ? t('reduction.conNho') : null,
    g.nhiemVu.giamTruKhac ? t('reduction.khac', { n: g.nhiemVu.giamTruKhac }) : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : t('reduction.none');
}
