import type { HuyAnTruaInput, LichHuyAnTrua } from '@hpl/shared/ban-tru/contract';
import { App, DatePicker, Form, Input, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { Select } from '../../../components/select';
import { ISO_DATE } from '../../../lib/format-date';
import { useCancelLunches } from '../api/cancellations';

interface Values {
  ngay: Dayjs[];
  caLop: boolean;
  hocSinhIds: number[];
  lyDo: string;
}

/** Registers that chosen students, or the whole class, will not eat on the chosen days. */
export function CancelLunchDrawer({
  open,
  onClose,
  month,
  firstDay,
}: {
  open: boolean;
  onClose: () => void;
  month: LichHuyAnTrua;
  firstDay: Dayjs | null;
}) {
  const { t } = useTranslation('ban-tru');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const cancel = useCancelLunches();
  const caLop = Form.useWatch('caLop', form);
  return (
    <FormDrawer<Values>
      open={open}
      title={t('huy.create')}
      form={form}
      initialValues={{ ngay: firstDay ? [firstDay] : [], caLop: false, hocSinhIds: [], lyDo: '' }}
      onClose={onClose}
      onSubmit={async (v) => {
        const input: HuyAnTruaInput = {
          lopQuanLyId: month.lopQuanLyId,
          ngay: v.ngay.map((d) => d.format(ISO_DATE)),
          caLop: v.caLop,
          hocSinhIds: v.caLop ? [] : v.hocSinhIds,
          lyDo: v.lyDo,
        };
        const r = await cancel.mutateAsync(input);
        void message.success(t('huy.done', r));
      }}
    >
      <Form.Item name="ngay" label={t('huy.days')} rules={[{ required: true, message: t('huy.daysRequired') }]}>
        <DatePicker multiple style={{ width: '100%' }} aria-label={t('huy.days')} />
      </Form.Item>
      <Form.Item name="caLop" label={t('huy.wholeClass')} valuePropName="checked">
        <Switch aria-label={t('huy.wholeClass')} />
      </Form.Item>
      {!caLop && (
        <Form.Item
          name="hocSinhIds"
          label={t('huy.students')}
          rules={[{ required: true, message: t('huy.studentsRequired') }]}
        >
          <Select
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            aria-label={t('huy.students')}
            options={month.hocSinh
              .filter((s) => s.dangKy)
              .map((s) => ({ value: s.hocSinhId, label: `${s.hoTen} (${s.maHocSinh})` }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="lyDo"
        label={t('huy.reason')}
        rules={[{ required: true, whitespace: true, message: t('huy.reasonRequired') }]}
      >
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
    </FormDrawer>
  );
}
