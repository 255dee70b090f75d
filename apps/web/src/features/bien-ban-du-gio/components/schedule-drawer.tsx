import type { DuGioInput } from '@hpl/shared/bien-ban-du-gio/contract';
import { DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { Select } from '../../../components/select';
import { ISO_DATE } from '../../../lib/format-date';
import { useObservationStep } from '../api/act';
import { useLessonsOf, useSchedulableTeachers } from '../api/observations';

interface Values {
  giaoVienId?: number;
  ngay?: Dayjs;
  tietHocId?: number;
  nguoiDuIds?: number[];
}

/** Scheduling an observation: the teacher, a day, one of their lessons that day (published timetable), observers. */
export function ScheduleDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('bien-ban-du-gio');
  const [form] = Form.useForm<Values>();
  const teachers = useSchedulableTeachers();
  const giaoVienId = Form.useWatch('giaoVienId', form);
  const ngay = Form.useWatch('ngay', form);
  const lessons = useLessonsOf(giaoVienId, ngay?.format(ISO_DATE));
  const step = useObservationStep();
  const people = (teachers.data ?? []).map((p) => ({ value: p.id, label: p.hoTen }));
  return (
    <FormDrawer<Values>
      open={open}
      title={t('schedule.title')}
      form={form}
      onClose={onClose}
      onSubmit={(v) => {
        const input: DuGioInput = {
          giaoVienId: v.giaoVienId!,
          ngay: v.ngay!.format(ISO_DATE),
          tietHocId: v.tietHocId!,
          nguoiDuIds: v.nguoiDuIds ?? [],
        };
        return step.mutateAsync({ kind: 'schedule', input });
      }}
    >
      <Form.Item
        name="giaoVienId"
        label={t('schedule.teacher')}
        rules={[{ required: true, message: t('schedule.required') }]}
      >
        <Select showSearch options={people} onChange={() => form.setFieldValue('tietHocId', undefined)} />
      </Form.Item>
      <Form.Item name="ngay" label={t('schedule.date')} rules={[{ required: true, message: t('schedule.required') }]}>
        <DatePicker
          format="DD/MM/YYYY"
          style={{ width: '100%' }}
          onChange={() => form.setFieldValue('tietHocId', undefined)}
        />
      </Form.Item>
      <Form.Item
        name="tietHocId"
        label={t('schedule.lesson')}
        extra={giaoVienId && ngay && lessons.data?.length === 0 ? t('schedule.noLesson') : undefined}
        rules={[{ required: true, message: t('schedule.required') }]}
      >
        <Select
          loading={lessons.isFetching}
          options={(lessons.data ?? []).map((l) => ({
            value: l.id,
            label: `${t('period', { tiet: l.tiet })} · ${l.tenMonHoc} · ${l.tenLop}`,
          }))}
        />
      </Form.Item>
      <Form.Item name="nguoiDuIds" label={t('schedule.observers')} extra={t('schedule.observersHint')}>
        <Select mode="multiple" showSearch options={people.filter((p) => p.value !== giaoVienId)} />
      </Form.Item>
    </FormDrawer>
  );
}
