import type { EvidenceFile } from '@hpl/shared/bao-cao-vi-pham/contract';
import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { Select } from '../../../components/select';
import { useViolationCodes } from '../api/list-violation-codes';
import { useReportStaff, useStaffSearch } from '../api/report-staff';
import { EvidenceInput } from './evidence-input';
import { codeText } from './format';

interface Values {
  nhanVienId: number;
  ngay: Dayjs;
  maViPhamId: number;
  moTa: string;
  minhChung: EvidenceFile[];
}

/** Report a colleague: who, when, which code, what happened, evidence. The reported person never learns who wrote it. */
export function StaffReportForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('bao-cao-vi-pham');
  const [form] = Form.useForm<Values>();
  const [search, setSearch] = useState('');
  const found = useStaffSearch(search);
  const codes = useViolationCodes({ doiTuong: 'nhan_vien' });
  const report = useReportStaff();
  const required = [{ required: true, message: t('form.required') }];
  return (
    <FormDrawer<Values>
      open={open}
      title={t('staff.formTitle')}
      form={form}
      initialValues={{ ngay: dayjs(), minhChung: [] }}
      onSubmit={async (v) => {
        await report.mutateAsync({
          nhanVienId: v.nhanVienId,
          ngay: v.ngay.format('YYYY-MM-DD'),
          maViPhamId: v.maViPhamId,
          moTa: v.moTa,
          minhChungIds: (v.minhChung ?? []).map((f) => f.id),
        });
        form.resetFields();
      }}
      onClose={onClose}
    >
      <Form.Item name="nhanVienId" label={t('staff.person')} rules={required} extra={t('staff.anonymous')}>
        <Select
          showSearch={{ filterOption: false, onSearch: setSearch }}
          placeholder={t('staff.personPlaceholder')}
          loading={found.isFetching}
          notFoundContent={search.trim().length < 2 ? t('form.typeToSearch') : undefined}
          options={found.data?.map((s) => ({
            value: s.id,
            label: s.phongBan ? `${s.hoTen} · ${s.phongBan}` : s.hoTen,
          }))}
        />
      </Form.Item>
      <Form.Item name="ngay" label={t('form.date')} rules={required}>
        <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
      </Form.Item>
      <Form.Item name="maViPhamId" label={t('form.codes')} rules={required}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('form.codes')}
          options={codes.data?.map((c) => ({ value: c.id, label: `${c.ma} · ${codeText(i18n.language, c)}` }))}
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
