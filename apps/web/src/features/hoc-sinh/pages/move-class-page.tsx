import { Alert, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAcademicYearId } from '../../../app/academic-year-store';
import { PageHeader } from '../../../components/page-header';
import { ISO_DATE } from '../../../lib/format-date';
import { useClassOptions, useClassStudents } from '../api/list-class-options';
import { useMoveStudentsToClass } from '../api/move-students';
import { ClassSelect } from '../components/class-select';
import { type MoveFormValues, MoveStudentsPanel } from '../components/move-students-panel';

interface MoveValues extends MoveFormValues {
  lopQuanLyDenId: number;
}

/**
 * `/quanly/hocSinhChuyenLop`: pick a homeroom class, tick students, choose the class they move to, the date and the
 * reason, confirm. The old enrolment closes the day before, so the class history keeps both.
 */
export default function MoveClassPage() {
  const { t } = useTranslation('hoc-sinh');
  const namHocId = useAcademicYearId();
  const [fromId, setFromId] = useState<number | null>(null);
  const [form] = Form.useForm<MoveValues>();
  const classes = useClassOptions(namHocId);
  const students = useClassStudents(fromId);
  const move = useMoveStudentsToClass();
  const nameOf = (id: number | null) => classes.data?.items.find((c) => c.id === id)?.tenLop ?? '';

  return (
    <>
      <PageHeader />
      {namHocId === null && <Alert type="info" showIcon title={t('noYear')} />}
      <MoveStudentsPanel<MoveValues>
        form={form}
        sourceTitle={t('move.fromClass')}
        sourcePicker={
          <ClassSelect
            namHocId={namHocId}
            value={fromId ?? undefined}
            onChange={(v) => setFromId(v ?? null)}
            style={{ width: '100%', maxWidth: 320 }}
            aria-label={t('move.fromClass')}
          />
        }
        fromId={fromId}
        students={students.data}
        loading={students.isFetching}
        showBirthDate
        targetItem={
          <Form.Item
            name="lopQuanLyDenId"
            label={t('move.toClass')}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <ClassSelect namHocId={namHocId} exclude={fromId} style={{ width: '100%' }} />
          </Form.Item>
        }
        pending={move.isPending}
        describe={(values) => ({ from: nameOf(fromId), to: nameOf(values.lopQuanLyDenId) })}
        move={(values, hocSinhIds) =>
          move.mutateAsync({
            hocSinhIds,
            lopQuanLyDenId: values.lopQuanLyDenId,
            ngay: values.ngay.format(ISO_DATE),
            lyDo: values.lyDo.trim(),
          })
        }
      />
    </>
  );
}
