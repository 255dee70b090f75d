import { CopyOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { BaiThiCam } from '@hpl/shared/diem-cam/contract';
import { CAMBRIDGE_GRADES } from '@hpl/shared/grades-cambridge/rules';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAcademicYearId } from '../../../app/academic-year-store';
import { ACTIONS_KEY, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { Select } from '../../../components/select';
import { useConfirm } from '../../../components/use-confirm';
import { useListParams } from '../../../components/use-list-params';
import { useFormat } from '../../../lib/format';
import { useClassOptions, useDeleteExam, useExams } from '../api/exams';
import { CopyExamModal } from '../components/copy-exam-modal';
import { useExactNumber } from '../components/exact-number';
import { ExamDrawer } from '../components/exam-drawer';

const STATE_COLOURS: Record<BaiThiCam['trangThai'], string | undefined> = {
  dangNhap: 'blue',
  daNop: 'gold',
  daKiemTra: 'cyan',
  daCongBo: 'green',
  daKhoa: undefined,
};

/**
 * `quanlybaithicam`: the Cambridge exams of the subject classes the caller manages (class tests, Progression Tests,
 * mocks, Checkpoint, external series) with their components and, for IGCSE-style exams, overall grade thresholds;
 * create, edit, delete while marks are open, and copy an exam to the other classes of its subject.
 */
export default function ExamsPage() {
  const { t } = useTranslation('diem-cam');
  const format = useFormat();
  const exact = useExactNumber();
  const namHocId = useAcademicYearId() ?? undefined;
  const list = useListParams({ pageSize: 20 });
  const exams = useExams(list.query);
  const classes = useClassOptions({ namHocId });
  const remove = useDeleteExam();
  const { confirmDanger } = useConfirm();
  const [editing, setEditing] = useState<BaiThiCam | 'new' | null>(null);
  const [copying, setCopying] = useState<BaiThiCam | null>(null);

  const thresholdsOf = (e: BaiThiCam) =>
    e.nguongDiem
      ? CAMBRIDGE_GRADES.filter((g) => e.nguongDiem?.[g] !== undefined)
          .map((g) => `${g} ${exact(e.nguongDiem![g]!)}`)
          .join(' · ')
      : '—';

  const columns: ColumnsType<BaiThiCam> = [
    { title: t('exams.name'), key: 'ten', dataIndex: 'ten', sorter: true },
    { title: t('exams.kind'), key: 'loai', sorter: true, render: (_v, e) => <Tag>{t(`kind.${e.loai}`)}</Tag> },
    {
      title: t('exams.class'),
      key: 'tenLop',
      sorter: true,
      render: (_v, e) => (
        <>
          {e.tenLop}
          <Typography.Text type="secondary">
            {' '}
            · {e.maSyllabus ? `${e.maSyllabus} ` : ''}
            {e.tenMonHoc}
          </Typography.Text>
        </>
      ),
    },
    {
      title: t('exams.date'),
      key: 'ngayThi',
      sorter: true,
      render: (_v, e) => (e.ngayThi ? format.date(e.ngayThi) : '—'),
    },
    {
      title: t('exams.components'),
      key: 'thanhPhan',
      render: (_v, e) => (
        <Tooltip title={e.thanhPhan.map((c) => `${c.ten}: ${exact(c.diemToiDa)} × ${exact(c.trongSo)}`).join('; ')}>
          {t('exams.componentsSummary', { count: e.thanhPhan.length, max: exact(e.tongToiDa) })}
        </Tooltip>
      ),
    },
    { title: t('exams.thresholds'), key: 'nguongDiem', render: (_v, e) => thresholdsOf(e) },
    {
      title: t('exams.state'),
      key: 'trangThai',
      render: (_v, e) => <Tag color={STATE_COLOURS[e.trangThai]}>{t(`state.${e.trangThai}`)}</Tag>,
    },
    {
      key: ACTIONS_KEY,
      width: 130,
      render: (_v, e) => (
        <Space size={0}>
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={t('exams.editOf', { exam: e.ten })}
            onClick={() => setEditing(e)}
          />
          <Button
            type="text"
            icon={<CopyOutlined />}
            aria-label={t('exams.copyOf', { exam: e.ten })}
            onClick={() => setCopying(e)}
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('exams.deleteOf', { exam: e.ten })}
            onClick={() =>
              confirmDanger({
                title: t('exams.deleteTitle', { exam: e.ten }),
                content: t('exams.deleteContent', { class: e.tenLop }),
                onOk: () => remove.mutateAsync(e.id),
              })
            }
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader />
      <DataTable<BaiThiCam>
        columns={columns}
        rowKey="id"
        data={exams.data}
        loading={exams.isFetching}
        list={list}
        toolbar={
          <>
            <Select
              allowClear
              showSearch
              placeholder={t('exams.class')}
              aria-label={t('exams.filterClass')}
              style={{ minWidth: 220 }}
              value={list.params.filters.lopMonHocId ? Number(list.params.filters.lopMonHocId) : undefined}
              onChange={(v) => list.setFilter('lopMonHocId', v as number | undefined)}
              options={(classes.data ?? []).map((c) => ({ value: c.id, label: `${c.tenLop} — ${c.tenMonHoc}` }))}
            />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('exams.new')}
            </Button>
          </>
        }
      />
      {editing && (
        <ExamDrawer
          key={editing === 'new' ? 'new' : `${editing.id}:${editing.version}`}
          exam={editing === 'new' ? null : editing}
          classes={classes.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      {copying && <CopyExamModal exam={copying} namHocId={namHocId} onClose={() => setCopying(null)} />}
    </>
  );
}
