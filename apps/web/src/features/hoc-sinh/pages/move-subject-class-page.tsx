import { Alert, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAcademicYearId } from '../../../app/academic-year-store';
import { PageHeader } from '../../../components/page-header';
import { Select } from '../../../components/select';
import { ISO_DATE } from '../../../lib/format-date';

import { type LopMonHocOption, useSubjectClasses, useSubjectClassStudents } from '../api/list-subject-classes';
import { useMoveStudentsToSubjectClass } from '../api/move-students';
import { type MoveFormValues, MoveStudentsPanel } from '../components/move-students-panel';

interface MoveValues extends MoveFormValues {
  lopMonHocDenId: number;
}

// Groups of one subject often share a name across homeroom classes ("Toán - 10A"): the homeroom class tells them apart.
const label = (c: LopMonHocOption) =>
  [c.tenLop, c.tenLop.includes(c.tenMonHoc) ? null : c.tenMonHoc, c.tenLopQuanLy].filter(Boolean).join(' · ');

/**
 * `/quanly/hocSinhChuyenLopMonHoc`: move students between two subject classes of the same subject and year (the
 * target list offers only classes of the source's subject); history is kept like homeroom moves.
 */
export default function MoveSubjectClassPage() {
  const { t } = useTranslation('hoc-sinh');
  const namHocId = useAcademicYearId();
  const [fromId, setFromId] = useState<number | null>(null);
  const [form] = Form.useForm<MoveValues>();
  const classes = useSubjectClasses(namHocId);
  const students = useSubjectClassStudents(fromId);
  const move = useMoveStudentsToSubjectClass();
  const all = classes.data?.items ?? [];
  const from = all.find((c) => c.id === fromId);
  const targets = all.filter((c) => from && c.monHocId === from.monHocId && c.id !== from.id);

  return (
    <>
      <PageHeader />
      {namHocId === null && <Alert type="info" showIcon title={t('noYear')} />}
      <MoveStudentsPanel<MoveValues>
        form={form}
        sourceTitle={t('move.fromSubjectClass')}
        sourcePicker={
          <Select<number>
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            loading={classes.isLoading}
            placeholder={t('move.fromSubjectClass')}
            aria-label={t('move.fromSubjectClass')}
            style={{ width: '100%', maxWidth: 360 }}
            value={fromId ?? undefined}
            onChange={(v) => {
              setFromId(v ?? null);
              form.resetFields(['lopMonHocDenId']);
            }}
            options={all.map((c) => ({ value: c.id, label: label(c) }))}
          />
        }
        fromId={fromId}
        students={students.data}
        loading={students.isFetching}
        targetItem={
          <Form.Item
            name="lopMonHocDenId"
            label={t('move.toSubjectClass')}
            extra={from ? t('move.sameSubject', { subject: from.tenMonHoc }) : undefined}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <Select<number>
              showSearch={{ optionFilterProp: 'label' }}
              disabled={!from}
              options={targets.map((c) => ({ value: c.id, label: label(c) }))}
            />
          </Form.Item>
        }
        pending={move.isPending}
        describe={(values) => {
          if (!from) return null;
          const to = all.find((c) => c.id === values.lopMonHocDenId);
          return { from: label(from), to: to ? label(to) : '' };
        }}
        move={(values, hocSinhIds) =>
          move.mutateAsync({
            hocSinhIds,
            lopMonHocTuId: from?.id ?? 0,
            lopMonHocDenId: values.lopMonHocDenId,
            ngay: values.ngay.format(ISO_DATE),
            lyDo: values.lyDo.trim(),
          })
        }
      />
    </>
  );
}
