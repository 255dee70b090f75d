import type { DanhSachPhienBan } from '@hpl/shared/thoi-khoa-bieu/contract';
import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { Select } from '../../../components/select';
import { ISO_DATE } from '../../../lib/format-date';
import { useCreateVersion } from '../api/save-version';

interface Values {
  hocKyId: number;
  ten: string;
  ngayApDung: Dayjs;
}

/** A new empty draft of a term (generate it, or move lessons into it). */
export function VersionForm({
  open,
  terms,
  onClose,
  onCreated,
}: {
  open: boolean;
  terms: DanhSachPhienBan['hocKy'];
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation('thoi-khoa-bieu');
  const [form] = Form.useForm<Values>();
  const create = useCreateVersion();
  const first = terms[0];
  return (
    <FormDrawer
      open={open}
      title={t('version.createTitle')}
      form={form}
      initialValues={{
        hocKyId: first?.id,
        ngayApDung: first?.ngayBatDau ? dayjs(first.ngayBatDau) : dayjs(),
      }}
      onClose={onClose}
      onSubmit={async (v) => {
        const created = await create.mutateAsync({
          hocKyId: v.hocKyId,
          ten: v.ten,
          ngayApDung: v.ngayApDung.format(ISO_DATE),
        });
        onCreated(created.id);
      }}
    >
      <Form.Item
        name="hocKyId"
        label={t('version.term')}
        rules={[{ required: true, message: t('version.termRequired') }]}
      >
        <Select
          options={terms.map((h) => ({ value: h.id, label: h.ten }))}
          // A version starts inside its term: choosing the term proposes the term's first day.
          onChange={(id: number) => {
            const term = terms.find((h) => h.id === id);
            if (term?.ngayBatDau) form.setFieldValue('ngayApDung', dayjs(term.ngayBatDau));
          }}
        />
      </Form.Item>
      <Form.Item
        name="ten"
        label={t('version.name')}
        rules={[{ required: true, whitespace: true, message: t('version.nameRequired') }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name="ngayApDung"
        label={t('version.startDate')}
        rules={[{ required: true, message: t('version.startDateRequired') }]}
      >
        <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
      </Form.Item>
    </FormDrawer>
  );
}
