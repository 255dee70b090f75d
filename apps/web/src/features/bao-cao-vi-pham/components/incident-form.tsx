import type { EvidenceFile } from '@hpl/shared/bao-cao-vi-pham/contract';
import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { Select } from '../../../components/select';
import { useReportLessons } from '../api/list-lessons';
import { useViolationCodes } from '../api/list-violation-codes';
import { useReportIncident } from '../api/report-incident';
import { type FoundStudent, useStudentSearch } from '../api/search-students';
import { EvidenceInput } from './evidence-input';
import { codeText } from './format';

interface FormValues {
  hocSinhIds: number[];
  ngay: Dayjs;
  tiet?: number;
  diaDiem?: string;
  maViPhamIds: number[];
  moTa: string;
  minhChung: EvidenceFile[];
}

const PERIODS = Array.from({ length: 10 }, (_, i) => i + 1);

/** The report drawer: students (searched by name or code, accents ignored), when, where, codes, what, evidence. */
export function IncidentForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('bao-cao-vi-pham');
  const [form] = Form.useForm<FormValues>();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<FoundStudent[]>([]);
  const found = useStudentSearch(search);
  const codes = useViolationCodes();
  const report = useReportIncident();
  // The period picker names each period's lesson that day (published timetable) for the chosen students.
  const day = Form.useWatch('ngay', form);
  const chosen = Form.useWatch('hocSinhIds', form) ?? [];
  const lessons = useReportLessons(open && day ? day.format('YYYY-MM-DD') : undefined, chosen);
  const periodOptions = PERIODS.map((p) => {
    const lesson = lessons.data?.find((l) => l.tiet === p);
    const what = lesson && (lesson.hoatDong ? t(`form.activity.${lesson.hoatDong}`) : lesson.tenMonHoc);
    return {
      value: p,
      label: lesson ? t('form.periodLesson', { n: p, what, lop: lesson.tenLop }) : t('form.periodN', { n: p }),
    };
  });
  const required = [{ required: true, message: t('form.required') }];
  const options = [...picked, ...(found.data ?? []).filter((s) => !picked.some((p) => p.id === s.id))].map((s) => ({
    value: s.id,
    label: `${s.hoTen} · ${s.maHocSinh} · ${s.tenLop}`,
  }));

  const submit = async (v: FormValues) => {
    await report.mutateAsync({
      hocSinhIds: v.hocSinhIds,
      ngay: v.ngay.format('YYYY-MM-DD'),
      tiet: v.tiet ?? null,
      diaDiem: v.diaDiem || null,
      maViPhamIds: v.maViPhamIds,
      moTa: v.moTa,
      minhChungIds: (v.minhChung ?? []).map((f) => f.id),
    });
    form.resetFields();
    setPicked([]);
  };

  return (
    <FormDrawer<FormValues>
      open={open}
      title={t('form.title')}
      form={form}
      initialValues={{ ngay: dayjs(), minhChung: [] }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="hocSinhIds" label={t('form.students')} rules={required}>
        <Select
          mode="multiple"
          showSearch={{ filterOption: false, onSearch: setSearch }}
          placeholder={t('form.studentsPlaceholder')}
          loading={found.isFetching}
          options={options}
          notFoundContent={search.trim().length < 2 ? t('form.typeToSearch') : undefined}
          onChange={(ids: number[]) =>
            setPicked((current) =>
              ids.flatMap((id) => {
                const s = current.find((p) => p.id === id) ?? found.data?.find((f) => f.id === id);
                return s ? [s] : [];
              }),
            )
          }
        />
      </Form.Item>
      <Form.Item name="ngay" label={t('form.date')} rules={required}>
        <DatePicker
          format="DD/MM/YYYY"
          style={{ width: '100%' }}
          disabledDate={(d) => d.isAfter(dayjs(), 'day')}
          placeholder={t('form.date')}
        />
      </Form.Item>
      <Form.Item
        name="tiet"
        label={t('form.period')}
        extra={lessons.data && lessons.data.length === 0 ? t('form.noLessons') : undefined}
      >
        <Select allowClear placeholder={t('form.period')} loading={lessons.isFetching} options={periodOptions} />
      </Form.Item>
      <Form.Item name="diaDiem" label={t('form.place')}>
        <Input maxLength={200} placeholder={t('form.placePlaceholder')} />
      </Form.Item>
      <Form.Item name="maViPhamIds" label={t('form.codes')} rules={required}>
        <Select
          mode="multiple"
          showSearch
          placeholder={t('form.codes')}
          loading={codes.isPending}
          options={codes.data?.map((c) => ({
            value: c.id,
            label: `${c.ma} · ${codeText(i18n.language, c)} (${c.diem > 0 ? '+' : ''}${c.diem})`,
          }))}
        />
      </Form.Item>
      <Form.Item name="moTa" label={t('form.description')} rules={required}>
        <Input.TextArea rows={4} maxLength={4000} showCount />
      </Form.Item>
      <Form.Item name="minhChung" label={t('form.evidence')}>
        <EvidenceInput />
      </Form.Item>
    </FormDrawer>
  );
}
