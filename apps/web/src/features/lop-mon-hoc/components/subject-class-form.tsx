import type { LopMonHoc } from '@hpl/shared/lop-mon-hoc/contract';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { Select } from '../../../components/select';
import { useHomeroomOptions, useSubjectOptions } from '../api/list-options';
import { useSaveSubjectClass } from '../api/save-subject-class';

interface Values {
  tenLop: string;
  monHocId: number;
  lopQuanLyId: number | null;
  soTietNam: number;
}

/** Create (subject, name, homeroom class, periods per year) or edit (name, homeroom class, periods) a subject class. */
export function SubjectClassForm({
  open,
  editing,
  maHeHoc,
  namHocId,
  onClose,
}: {
  open: boolean;
  editing: LopMonHoc | null;
  maHeHoc: 'VN' | 'CAM';
  namHocId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('lop-mon-hoc');
  const [form] = Form.useForm<Values>();
  const subjects = useSubjectOptions(maHeHoc);
  const homerooms = useHomeroomOptions(namHocId);
  const save = useSaveSubjectClass();
  return (
    <FormDrawer<Values>
      open={open}
      title={editing ? t('form.editTitle', { name: editing.tenLop }) : t('form.createTitle')}
      form={form}
      initialValues={
        editing
          ? {
              tenLop: editing.tenLop,
              monHocId: editing.monHocId,
              lopQuanLyId: editing.lopQuanLyId,
              soTietNam: editing.soTietNam,
            }
          : { lopQuanLyId: null, soTietNam: 70 }
      }
      onClose={onClose}
      onSubmit={(v) =>
        editing
          ? save.mutateAsync({
              kind: 'update',
              id: editing.id,
              input: {
                tenLop: v.tenLop,
                soTietNam: v.soTietNam,
                lopQuanLyId: v.lopQuanLyId ?? null,
                version: editing.version,
              },
            })
          : save.mutateAsync({
              kind: 'create',
              input: { ...v, lopQuanLyId: v.lopQuanLyId ?? null, namHocId, giaoVienIds: [] },
            })
      }
    >
      <Form.Item name="monHocId" label={t('field.subject')} rules={[{ required: true, message: t('form.required') }]}>
        <Select
          disabled={editing !== null}
          loading={subjects.isLoading}
          showSearch
          options={(subjects.data ?? []).map((s) => ({ value: s.id, label: `${s.tenMonHoc} (${s.maMonHoc})` }))}
          onChange={(id) => {
            const s = subjects.data?.find((x) => x.id === id);
            if (s && !form.getFieldValue('tenLop')) form.setFieldValue('tenLop', s.tenMonHoc);
            if (s) form.setFieldValue('soTietNam', s.soTietTuan * 35);
          }}
        />
      </Form.Item>
      <Form.Item
        name="tenLop"
        label={t('field.name')}
        rules={[{ required: true, whitespace: true, message: t('form.required') }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="lopQuanLyId" label={t('field.homeroom')} extra={t('form.homeroomHint')}>
        <Select
          allowClear
          showSearch
          loading={homerooms.isLoading}
          options={(homerooms.data?.items ?? []).map((c) => ({ value: c.id, label: c.tenLop }))}
          onChange={(v) => form.setFieldValue('lopQuanLyId', v ?? null)}
        />
      </Form.Item>
      <Form.Item
        name="soTietNam"
        label={t('field.periodsYear')}
        rules={[{ required: true, message: t('form.required') }]}
      >
        <InputNumber min={0} max={2000} precision={0} style={{ width: 140 }} />
      </Form.Item>
    </FormDrawer>
  );
}
