import type { BaiDanhGiaSummary } from '@hpl/shared/danh-gia-tam-ly/contract';
import type { DotDanhGia } from '@hpl/shared/danh-gia-tam-ly/dot-danh-gia.contract';
import { localName } from '@hpl/shared/local-name';
import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useOptionRows } from '../../../components/crud/api/list-options';
import { FormDrawer } from '../../../components/form-drawer';
import { Select } from '../../../components/select';
import { ISO_DATE } from '../../../lib/format-date';
import { useInstruments } from '../api/list-instruments';
import { useSaveCampaign } from '../api/save-campaign';

interface Values {
  ten: string;
  baiDanhGiaId: number;
  dates: [Dayjs, Dayjs];
  khoiIds: number[];
  lopIds: number[];
}

/** A new draft campaign, or a draft's changes (an open campaign keeps its instrument and targets: the server says so). */
export function CampaignForm({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: DotDanhGia | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('danh-gia-tam-ly');
  const [form] = Form.useForm<Values>();
  const save = useSaveCampaign();
  const instruments = useInstruments({ pageSize: -1, ngungSuDung: 'false' });
  const grades = useOptionRows<{ id: number; tenKhoi: string; tenKhoiEn: string | null }>('Khoi', {}, open);
  const classes = useOptionRows<{ id: number; tenLop: string }>('LopQuanLy', {}, open);
  const locked = editing !== null && editing.trangThai !== 'draft';

  const submit = (v: Values) =>
    save.mutateAsync({
      id: editing?.id,
      version: editing?.version,
      ten: v.ten,
      baiDanhGiaId: v.baiDanhGiaId,
      tuNgay: v.dates[0].format(ISO_DATE),
      denNgay: v.dates[1].format(ISO_DATE),
      khoiIds: v.khoiIds ?? [],
      lopIds: v.lopIds ?? [],
    });

  return (
    <FormDrawer<Values>
      open={open}
      title={editing ? t('dot.sua') : t('dot.taoMoi')}
      form={form}
      initialValues={
        editing
          ? {
              ten: editing.ten,
              baiDanhGiaId: editing.baiDanhGiaId,
              dates: [dayjs(editing.tuNgay), dayjs(editing.denNgay)],
              khoiIds: editing.khoiIds,
              lopIds: editing.lopIds,
            }
          : { khoiIds: [], lopIds: [] }
      }
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="ten" label={t('dot.ten')} rules={[{ required: true, whitespace: true, max: 200 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="baiDanhGiaId" label={t('dot.baiDanhGia')} rules={[{ required: true }]}>
        <Select
          disabled={locked}
          loading={instruments.isLoading}
          options={(instruments.data?.items ?? []).map((i: BaiDanhGiaSummary) => ({
            value: i.id,
            label: `${localName(i18n.language, i.ten, i.tenEn)} (${i.ma} v${i.phienBan})`,
          }))}
        />
      </Form.Item>
      <Form.Item name="dates" label={t('dot.thoiGian')} rules={[{ required: true }]}>
        <DatePicker.RangePicker style={{ width: '100%' }} format="DD/MM/YYYY" />
      </Form.Item>
      <Form.Item name="khoiIds" label={t('dot.khoi')} extra={t('dot.doiTuongGoiY')}>
        <Select
          mode="multiple"
          disabled={locked}
          loading={grades.isLoading}
          options={(grades.data ?? []).map((k) => ({
            value: k.id,
            label: localName(i18n.language, k.tenKhoi, k.tenKhoiEn),
          }))}
        />
      </Form.Item>
      <Form.Item name="lopIds" label={t('dot.lop')}>
        <Select
          mode="multiple"
          disabled={locked}
          loading={classes.isLoading}
          options={(classes.data ?? []).map((c) => ({ value: c.id, label: c.tenLop }))}
        />
      </Form.Item>
    </FormDrawer>
  );
}
