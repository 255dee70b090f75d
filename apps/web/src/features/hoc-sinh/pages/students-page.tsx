import { DeleteOutlined, EditOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { HocSinh } from '@hpl/shared/hoc-sinh/contract';
import { localName } from '@hpl/shared/local-name';
import { Alert, Button, Checkbox, Flex, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAcademicYearId } from '../../../app/academic-year-store';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';

import { PersonAvatar } from '../../../components/person-avatar';
import { Select } from '../../../components/select';
import { useConfirm } from '../../../components/use-confirm';
import { useListParams } from '../../../components/use-list-params';
import { api, saveBlob } from '../../../lib/api';
import { formatDateNow } from '../../../lib/format';

import { useStudents } from '../api/list-students';
import { useDeleteStudent } from '../api/save-student';
import { GradeClassFilters } from '../components/grade-class-filters';
import { ImportStudentsModal } from '../components/import-students-modal';
import { StudentForm } from '../components/student-form';
import { StudentStatusTag, useStatusOptions } from '../components/student-status-tag';

/** Exports take longer than a page: the server streams every matching row. */
const EXPORT_TIMEOUT_MS = 5 * 60_000;

/**
 * `/quanly/hocsinh`: students of the year chosen in the header, filtered by grade level, class and status, searched
 * without accents; create, edit, delete, Excel import (checked before anything is written) and export of what is shown.
 */
export default function StudentsPage() {
  const { t, i18n } = useTranslation('hoc-sinh');
  const namHocId = useAcademicYearId();
  const list = useListParams({ sort: 'hoTen' });
  const { trangThai, toanTruong } = list.params.filters;
  // "Whole school" drops the year so students never placed in a class (or only in other years) can be found too.
  const wholeSchool = toanTruong === '1';
  const query = { ...list.query, toanTruong: undefined, namHocId: wholeSchool ? undefined : (namHocId ?? undefined) };
  const students = useStudents(query, wholeSchool || namHocId !== null);
  const statusOptions = useStatusOptions();
  const remove = useDeleteStudent();
  const { confirmDanger } = useConfirm();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<HocSinh | null>(null);
  const [importOpen, setImportOpen] = useState(false);

  const openForm = (student: HocSinh | null) => {
    setEditing(student);
    setFormOpen(true);
  };

  const columns: ColumnsType<HocSinh> = [
    {
      title: t('field.hoTen'),
      key: 'hoTen',
      sorter: true,
      render: (_, r) => (
        <Space>
          <PersonAvatar photo={r.anhDaiDien} name={r.hoTen} size="small" />
          <Link to={`/quanly/hocsinh/${r.id}/hoso`}>{r.hoTen}</Link>
        </Space>
      ),
    },
    { title: t('field.maHocSinh'), key: 'maHocSinh', dataIndex: 'maHocSinh', sorter: true },
    { title: t('field.lop'), key: 'tenLop', dataIndex: 'tenLop', sorter: true },
    {
      title: t('field.khoi'),
      key: 'tenKhoi',
      responsive: ['md'],
      render: (_, r) => localName(i18n.language, r.tenKhoi, r.tenKhoiEn),
    },
    {
      title: t('field.gioiTinh'),
      key: 'gioiTinh',
      responsive: ['lg'],
      render: (_, r) => (r.gioiTinh ? t(`gender.${r.gioiTinh}` as 'gender.nam') : ''),
    },
    {
      title: t('field.ngaySinh'),
      key: 'ngaySinh',
      sorter: true,
      responsive: ['md'],
      render: (_, r) => formatDateNow(r.ngaySinh),
    },
    { title: t('field.dienThoai'), key: 'dienThoai', dataIndex: 'dienThoai', responsive: ['lg'] },
    { title: t('field.trangThai'), key: 'trangThai', render: (_, r) => <StudentStatusTag status={r.trangThai} /> },
    {
      title: t('col.actions'),
      key: 'actions',
      render: (_, r) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            aria-label={t('common:action.edit')}
            onClick={() => openForm(r)}
          />
          <Button
            type="link"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('common:action.delete')}
            onClick={() =>
              confirmDanger({
                title: t('delete.title', { name: r.hoTen }),
                content: t('delete.content'),
                onOk: () => remove.mutateAsync(r.id),
              })
            }
          />
        </Space>
      ),
    },
  ];

  const toolbar = (
    <>
      <GradeClassFilters list={list} namHocId={namHocId} />
      <Select
        allowClear
        placeholder={t('filter.status')}
        style={{ minWidth: 140 }}
        value={trangThai}
        onChange={(v) => list.setFilter('trangThai', v)}
        options={statusOptions}
      />
      <Checkbox
        checked={wholeSchool}
        onChange={(e) => list.setFilter('toanTruong', e.target.checked ? '1' : undefined)}
        style={{ alignSelf: 'center' }}
      >
        {t('filter.wholeSchool')}
      </Checkbox>
    </>
  );

  return (
    <>
      <PageHeader
        extra={
          <>
            <Button icon={<UploadOutlined />} onClick={() => setImportOpen(true)}>
              {t('import.open')}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm(null)}>
              {t('action.create')}
            </Button>
          </>
        }
      />
      {namHocId === null && !wholeSchool ? (
        <Alert type="info" showIcon title={t('noYear')} />
      ) : (
        <Flex vertical gap="small">
          <DataTable<HocSinh>
            columns={columns}
            rowKey="id"
            data={students.data}
            loading={students.isFetching}
            list={list}
            toolbar={toolbar}
            onExport={async () =>
              saveBlob(
                await api.download('/HocSinh/xuatExcel', {
                  query: { ...query, pageIndex: undefined, pageSize: undefined },
                  timeoutMs: EXPORT_TIMEOUT_MS,
                }),
                t('export.fileName'),
              )
            }
          />
          <Typography.Text type="secondary">{t('export.hint')}</Typography.Text>
        </Flex>
      )}
      <StudentForm open={formOpen} editing={editing} namHocId={namHocId} onClose={() => setFormOpen(false)} />
      <ImportStudentsModal open={importOpen} namHocId={namHocId} onClose={() => setImportOpen(false)} />
    </>
  );
}
