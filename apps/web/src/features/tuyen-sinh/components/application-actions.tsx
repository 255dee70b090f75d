import {
  BUOC_TIEP_THEO,
  type HoSoTuyenSinhChiTiet,
  TIEU_CHI_DANH_GIA,
  type TrangThaiHoSo,
} from '@hpl/shared/tuyen-sinh/contract';
import { Button, DatePicker, Form, Input, InputNumber, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../components/form-drawer';
import { Select } from '../../../components/select';
import { StatusTransition } from '../../../components/status-transition';
import { submitForm } from '../../../lib/api';
import { useEnrolApplication, useEnrolmentClasses, useMoveApplication, useScoreApplication } from '../api/applications';

/** The reviewer's step buttons (only the steps the workflow allows), each asking a comment; the test needs a date. */
export function MoveActions({ hoSo }: { hoSo: HoSoTuyenSinhChiTiet }) {
  const { t } = useTranslation('tuyen-sinh');
  const move = useMoveApplication();
  const steps = BUOC_TIEP_THEO[hoSo.trangThai]
    .filter((s) => s !== 'daNhapHoc')
    .map((to) => ({
      to,
      label: t(`move.${to}`),
      tone:
        to === 'daRut' || to === 'khongTrungTuyen'
          ? ('danger' as const)
          : to === 'trungTuyen'
            ? ('primary' as const)
            : undefined,
    }));

  return (
    <StatusTransition<TrangThaiHoSo, { ghiChu?: string; lichKiemTra?: Dayjs }>
      steps={steps}
      confirmTitle={(to) => t('move.confirmTitle', { status: t(`status.${to}`) })}
      okText={t('move.confirm')}
      cancelText={t('action.cancel')}
      commentLabel={t('field.ghiChu')}
      pending={move.isPending}
      fields={(to) =>
        to === 'henKiemTra' ? (
          <Form.Item
            name="lichKiemTra"
            label={t('field.lichKiemTra')}
            rules={[{ required: true, message: t('move.dateRequired') }]}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format="DD/MM/YYYY HH:mm" style={{ width: '100%' }} />
          </Form.Item>
        ) : null
      }
      submit={(to, values) =>
        move.mutateAsync({
          id: hoSo.id,
          trangThai: to,
          ghiChu: values.ghiChu || null,
          lichKiemTra: values.lichKiemTra ? values.lichKiemTra.toISOString() : null,
          version: hoSo.version,
        })
      }
    />
  );
}

/** The caller's rubric scores (1–5 per criterion) and remarks; given again, they replace the earlier ones. */
export function ScoreForm({ hoSo, accountId }: { hoSo: HoSoTuyenSinhChiTiet; accountId: number | undefined }) {
  const { t } = useTranslation('tuyen-sinh');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ diem: Record<string, number>; nhanXet?: string }>();
  const score = useScoreApplication();
  const mine = hoSo.danhGia.find((d) => d.taiKhoanId === accountId);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await submitForm(() =>
        score.mutateAsync({
          id: hoSo.id,
          diem: values.diem as never,
          nhanXet: values.nhanXet || null,
        }),
      );
      setOpen(false);
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>{mine ? t('score.edit') : t('score.add')}</Button>
      <Modal
        open={open}
        title={t('score.title', { name: hoSo.hoTen })}
        okText={t('action.save')}
        cancelText={t('action.cancel')}
        confirmLoading={score.isPending}
        onOk={submit}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ diem: mine?.diem ?? {}, nhanXet: mine?.nhanXet ?? undefined }}
        >
          {TIEU_CHI_DANH_GIA.map((k) => (
            <Form.Item
              key={k}
              name={['diem', k]}
              label={t(`rubric.${k}`)}
              rules={[{ required: true, message: t('score.required') }]}
            >
              <InputNumber min={1} max={5} precision={0} style={{ width: 120 }} />
            </Form.Item>
          ))}
          <Form.Item name="nhanXet" label={t('field.nhanXet')}>
            <Input.TextArea rows={3} maxLength={2000} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** Enrolment of an accepted applicant: choose the homeroom class (and optionally the student code). */
export function EnrolAction({ hoSo }: { hoSo: HoSoTuyenSinhChiTiet }) {
  const { t } = useTranslation('tuyen-sinh');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ lopQuanLyId: number; maHocSinh?: string }>();
  const classes = useEnrolmentClasses(open ? hoSo.id : null);
  const enrol = useEnrolApplication();

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await submitForm(() =>
        enrol.mutateAsync({
          id: hoSo.id,
          lopQuanLyId: values.lopQuanLyId,
          maHocSinh: values.maHocSinh || null,
          version: hoSo.version,
        }),
      );
      setOpen(false);
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        {t('enrol.action')}
      </Button>
      <Modal
        open={open}
        title={t('enrol.title', { name: hoSo.hoTen })}
        okText={t('enrol.confirm')}
        cancelText={t('action.cancel')}
        confirmLoading={enrol.isPending}
        onOk={submit}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="lopQuanLyId"
            label={t('enrol.class', { year: classes.data?.tenNamHoc ?? '' })}
            rules={[{ required: true, message: t('enrol.classRequired') }]}
          >
            <Select
              showSearch
              loading={classes.isLoading}
              aria-label={t('enrol.classLabel')}
              options={(classes.data?.lop ?? []).map((c) => ({
                value: c.id,
                label: t('enrol.classOption', { name: c.tenLop, count: c.soHocSinh }),
              }))}
            />
          </Form.Item>
          <Form.Item name="maHocSinh" label={t('enrol.code')} extra={t('enrol.codeHint', { code: hoSo.maHoSo })}>
            <Input maxLength={30} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
