import type { BaiDanhGia, BaiDanhGiaInput } from '@hpl/shared/danh-gia-tam-ly/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { Select } from '../../../components/select';
import { useInstrument } from '../api/get-instrument';
import { useSaveInstrument } from '../api/save-instrument';

type Values = Pick<BaiDanhGiaInput, 'ten' | 'tenEn' | 'moTa' | 'nguoiTraLoi' | 'nguon' | 'giayPhep'>;

/** Edits the name, description, respondent, source and licence of an unused version; its scoring stays as it is. */
export function InstrumentForm({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { t } = useTranslation('danh-gia-tam-ly');
  const [form] = Form.useForm<Values>();
  const { data } = useInstrument(id);
  const save = useSaveInstrument();
  const submit = (values: Values) => {
    const current = data as BaiDanhGia;
    return save.mutateAsync({
      ...values,
      id: current.id,
      ma: current.ma,
      dinhNghia: current.dinhNghia,
      version: current.version,
    });
  };

  return (
    <FormDrawer<Values>
      open={id !== undefined && data !== undefined}
      title={t('bai.sua')}
      form={form}
      initialValues={data}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="ten" label={t('bai.tenVi')} rules={[{ required: true, whitespace: true, max: 200 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="tenEn" label={t('bai.tenEn')} rules={[{ required: true, whitespace: true, max: 200 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="moTa" label={t('bai.moTa')} rules={[{ max: 2000 }]}>
        <Input.TextArea autoSize={{ minRows: 2 }} />
      </Form.Item>
      <Form.Item name="nguoiTraLoi" label={t('bai.nguoiTraLoi')} rules={[{ required: true }]}>
        <Select
          options={[
            { value: 'HocSinh', label: t('nguoiTraLoi.HocSinh') },
            { value: 'GiaoVien', label: t('nguoiTraLoi.GiaoVien') },
          ]}
        />
      </Form.Item>
      <Form.Item name="nguon" label={t('bai.nguon')} rules={[{ required: true, whitespace: true, max: 1000 }]}>
        <Input.TextArea autoSize={{ minRows: 2 }} />
      </Form.Item>
      <Form.Item name="giayPhep" label={t('bai.giayPhep')} rules={[{ required: true, whitespace: true, max: 1000 }]}>
        <Input.TextArea autoSize={{ minRows: 2 }} />
      </Form.Item>
    </FormDrawer>
  );
}
