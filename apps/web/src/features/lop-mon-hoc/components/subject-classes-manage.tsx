import { EditOutlined, PlusOutlined, ScissorOutlined, TeamOutlined, UserSwitchOutlined } from '@ant-design/icons';
import type { LopMonHoc } from '@hpl/shared/lop-mon-hoc/contract';
import type { LopPhanCong } from '@hpl/shared/phan-cong-giang-day/contract';
import { Button, Flex, Tag, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAcademicYearId } from '../../../app/academic-year-store';
import { ACTIONS_KEY, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { Select } from '../../../components/select';
import { useListParams } from '../../../components/use-list-params';
import { AssignTeachersModal, useAssignmentSummary } from '../../phan-cong-giang-day';
import { useHomeroomOptions } from '../api/list-options';
import { useSubjectClassList } from '../api/list-subject-classes';
import { ClassMembersDrawer } from './class-members-drawer';
import { SplitClassModal } from './split-class-modal';
import { SubjectClassForm } from './subject-class-form';

/**
 * The subject classes of one programme in the year chosen in the header: searched, sorted, paged and filtered by
 * homeroom class; create and edit, split into groups, students with their from/to history, and teachers (the
 * assignment picker shows each teacher's load).
 */
export function SubjectClassesManage({ maHeHoc }: { maHeHoc: 'VN' | 'CAM' }) {
  const { t } = useTranslation('lop-mon-hoc');
  const namHocId = useAcademicYearId();
  const list = useListParams({ sort: 'tenLop' });
  const query = useMemo(
    () => ({ ...list.query, namHocId: namHocId ?? undefined, maHeHoc }),
    [list.query, namHocId, maHeHoc],
  );
  const classes = useSubjectClassList(query, namHocId !== null);
  const homerooms = useHomeroomOptions(namHocId);
  const [form, setForm] = useState<{ editing: LopMonHoc | null } | null>(null);
  const [members, setMembers] = useState<LopMonHoc | null>(null);
  const [splitting, setSplitting] = useState<LopMonHoc | null>(null);
  const [teachersOf, setTeachersOf] = useState<LopMonHoc | null>(null);
  const summary = useAssignmentSummary(teachersOf ? namHocId : null);
  const assigned: LopPhanCong | null = teachersOf
    ? (summary.data?.lop.find((c) => c.id === teachersOf.id) ?? null)
    : null;

  const action = (title: string, icon: React.ReactNode, onClick: () => void) => (
    <Tooltip title={title}>
      <Button type="text" size="small" icon={icon} aria-label={title} onClick={onClick} />
    </Tooltip>
  );

  return (
    <>
      <PageHeader
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={namHocId === null}
            onClick={() => setForm({ editing: null })}
          >
            {t('action.create')}
          </Button>
        }
      />
      <DataTable<LopMonHoc>
        rowKey="id"
        data={classes.data}
        loading={classes.isFetching}
        list={list}
        toolbar={
          <Select<number>
            allowClear
            showSearch
            style={{ minWidth: 160 }}
            placeholder={t('field.homeroom')}
            aria-label={t('field.homeroom')}
            value={list.params.filters.lopQuanLyId ? Number(list.params.filters.lopQuanLyId) : undefined}
            onChange={(v) => list.setFilter('lopQuanLyId', v)}
            options={(homerooms.data?.items ?? []).map((c) => ({ value: c.id, label: c.tenLop }))}
          />
        }
        columns={[
          { title: t('field.name'), dataIndex: 'tenLop', key: 'tenLop', sorter: true },
          { title: t('field.subject'), dataIndex: 'tenMonHoc', key: 'tenMonHoc', sorter: true },
          {
            title: t('field.homeroom'),
            dataIndex: 'tenLopQuanLy',
            key: 'tenLopQuanLy',
            sorter: true,
            render: (v: string | null) => v ?? '—',
          },
          { title: t('field.periodsYear'), dataIndex: 'soTietNam', key: 'soTietNam', sorter: true, align: 'right' },
          { title: t('field.size'), dataIndex: 'siSo', key: 'siSo', sorter: true, align: 'right' },
          {
            title: t('field.teachers'),
            key: 'giaoVien',
            render: (_v, c) =>
              c.giaoVien.length ? (
                <Flex gap={4} wrap>
                  {c.giaoVien.map((g) => (
                    <Tag key={g}>{g}</Tag>
                  ))}
                </Flex>
              ) : (
                <Tag color="red">{t('field.noTeacher')}</Tag>
              ),
          },
          {
            title: '',
            key: ACTIONS_KEY,
            render: (_v, c) => (
              <Flex gap={2}>
                {action(t('action.editOf', { name: c.tenLop }), <EditOutlined />, () => setForm({ editing: c }))}
                {action(t('action.studentsOf', { name: c.tenLop }), <TeamOutlined />, () => setMembers(c))}
                {action(t('action.teachersOf', { name: c.tenLop }), <UserSwitchOutlined />, () => setTeachersOf(c))}
                {action(t('action.splitOf', { name: c.tenLop }), <ScissorOutlined />, () => setSplitting(c))}
              </Flex>
            ),
          },
        ]}
      />
      {namHocId !== null && (
        <SubjectClassForm
          open={form !== null}
          editing={form?.editing ?? null}
          maHeHoc={maHeHoc}
          namHocId={namHocId}
          onClose={() => setForm(null)}
        />
      )}
      <ClassMembersDrawer lop={members} onClose={() => setMembers(null)} />
      <SplitClassModal lop={splitting} onClose={() => setSplitting(null)} />
      <AssignTeachersModal lop={assigned} teachers={summary.data?.giaoVien ?? []} onClose={() => setTeachersOf(null)} />
    </>
  );
}
