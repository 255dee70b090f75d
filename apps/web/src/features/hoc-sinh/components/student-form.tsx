import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { HocSinh, PhuHuynhInput } from '@hpl/shared/hoc-sinh/contract';
import { GIOI_TINH } from '@hpl/shared/nhan-vien/contract';
import { Button, Col, DatePicker, Divider, Flex, Form, Input, Row, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { Select } from '../../../components/select';
import { ISO_DATE } from '../../../lib/format-date';

import { useStudentProfile } from '../api/get-student-profile';
import { useSaveStudent } from '../api/save-student';
import { AvatarUpload } from './avatar-upload';
import { ClassSelect } from './class-select';
import { blankToNull } from './format';

interface StudentFormValues {
  maHocSinh: string;
  hoTen: string;
  gioiTinh?: 'nam' | 'nu' | null;
  ngaySinh?: Dayjs | null;
  email?: string;
  dienThoai?: string;
  diaChi?: string;
  ghiChuSucKhoe?: string;
  phuHuynh?: PhuHuynhInput[];
  lopQuanLyId?: number | null;
  ngayNhapHoc?: Dayjs | null;
}

/**
 * Creates a student (optionally enrolled in a class of the selected year) or edits one. Editing loads the profile
 * first, because family contacts and health notes are not in the list rows and saving replaces them.
 */
export function StudentForm({
  open,
  editing,
  namHocId,
  onClose,
}: {
  open: boolean;
  editing: HocSinh | null;
  namHocId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('hoc-sinh');
  const [form] = Form.useForm<StudentFormValues>();
  const save = useSaveStudent();
  const profile = useStudentProfile(open && editing ? editing.id : null);
  const loading = !!editing && !profile.data;

  useEffect(() => {
    if (!open || !editing || !profile.data) return;
    const { hocSinh, phuHuynh } = profile.data;
    form.setFieldsValue({
      maHocSinh: hocSinh.maHocSinh,
      hoTen: hocSinh.hoTen,
      gioiTinh: (hocSinh.gioiTinh as 'nam' | 'nu' | null) ?? null,
      ngaySinh: hocSinh.ngaySinh ? dayjs(hocSinh.ngaySinh) : null,
      email: hocSinh.email ?? '',
      dienThoai: hocSinh.dienThoai ?? '',
      diaChi: hocSinh.diaChi ?? '',
      ghiChuSucKhoe: hocSinh.ghiChuSucKhoe ?? '',
      phuHuynh: phuHuynh.map((p) => ({
        quanHe: p.quanHe,
        hoTen: p.hoTen,
        dienThoai: p.dienThoai ?? '',
        email: p.email ?? '',
        ngheNghiep: p.ngheNghiep ?? '',
      })),
    });
  }, [open, editing, profile.data, form]);

  const submit = async (v: StudentFormValues) => {
    const common = {
      maHocSinh: v.maHocSinh.trim(),
      hoTen: v.hoTen.trim(),
      gioiTinh: v.gioiTinh ?? null,
      ngaySinh: v.ngaySinh ? v.ngaySinh.format(ISO_DATE) : null,
      email: blankToNull(v.email),
      dienThoai: blankToNull(v.dienThoai),
      diaChi: blankToNull(v.diaChi),
      ghiChuSucKhoe: blankToNull(v.ghiChuSucKhoe),
      phuHuynh: (v.phuHuynh ?? []).map((p) => ({
        quanHe: p.quanHe.trim(),
        hoTen: p.hoTen.trim(),
        dienThoai: blankToNull(p.dienThoai),
        email: blankToNull(p.email),
        ngheNghiep: blankToNull(p.ngheNghiep),
      })),
    } as const;
    if (editing) {
      const version = profile.data?.hocSinh.version ?? editing.version;
      await save.mutateAsync({ id: editing.id, ...common, version });
    } else {
      await save.mutateAsync({
        ...common,
        lopQuanLyId: v.lopQuanLyId ?? null,
        ngayNhapHoc: v.ngayNhapHoc ? v.ngayNhapHoc.format(ISO_DATE) : null,
      });
    }
  };

  const genders = GIOI_TINH.map((g) => ({ value: g, label: t(`gender.${g}` as 'gender.nam') }));
  return (
    <FormDrawer<StudentFormValues>
      open={open}
      title={editing ? t('form.editTitle', { name: editing.hoTen }) : t('form.createTitle')}
      form={form}
      initialValues={editing ? undefined : { phuHuynh: [], ngayNhapHoc: dayjs() }}
      onSubmit={submit}
      onClose={onClose}
      width={640}
    >
      {loading ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      ) : null}
      <div style={loading ? { display: 'none' } : undefined}>
        {editing && (
          <Form.Item label={t('field.avatar')}>
            <AvatarUpload studentId={editing.id} photo={editing.anhDaiDien} name={editing.hoTen} />
          </Form.Item>
        )}
        <Row gutter={12}>
          <Col xs={24} sm={10}>
            <Form.Item
              name="maHocSinh"
              label={t('field.maHocSinh')}
              rules={[{ required: true, message: t('validation.required') }]}
            >
              <Input maxLength={30} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={14}>
            <Form.Item
              name="hoTen"
              label={t('field.hoTen')}
              rules={[{ required: true, message: t('validation.required') }]}
            >
              <Input maxLength={150} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={10}>
            <Form.Item name="gioiTinh" label={t('field.gioiTinh')}>
              <Select allowClear options={genders} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={14}>
            <Form.Item name="ngaySinh" label={t('field.ngaySinh')}>
              <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="email"
              label={t('field.email')}
              rules={[{ type: 'email', message: t('validation.email') }]}
            >
              <Input maxLength={150} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="dienThoai" label={t('field.dienThoai')}>
              <Input maxLength={20} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="diaChi" label={t('field.diaChi')}>
          <Input maxLength={300} />
        </Form.Item>
        {!editing && (
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <Form.Item name="lopQuanLyId" label={t('field.lop')}>
                <ClassSelect namHocId={namHocId} placeholder={t('form.noClass')} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="ngayNhapHoc" label={t('field.ngayNhapHoc')}>
                <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
        )}
        <Form.Item name="ghiChuSucKhoe" label={t('field.ghiChuSucKhoe')} extra={t('form.healthHint')}>
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
        <Divider titlePlacement="start">{t('profile.family')}</Divider>
        <Form.List name="phuHuynh">
          {(fields, { add, remove }) => (
            <Flex vertical gap="small">
              {fields.map((field) => (
                <Row key={field.key} gutter={8} align="top">
                  <Col xs={12} sm={5}>
                    <Form.Item
                      name={[field.name, 'quanHe']}
                      label={t('field.quanHe')}
                      rules={[{ required: true, message: t('validation.required') }]}
                    >
                      <Input maxLength={50} placeholder={t('form.relationshipHint')} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} sm={7}>
                    <Form.Item
                      name={[field.name, 'hoTen']}
                      label={t('field.hoTen')}
                      rules={[{ required: true, message: t('validation.required') }]}
                    >
                      <Input maxLength={150} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} sm={5}>
                    <Form.Item name={[field.name, 'dienThoai']} label={t('field.dienThoai')}>
                      <Input maxLength={20} />
                    </Form.Item>
                  </Col>
                  <Col xs={10} sm={6}>
                    <Form.Item
                      name={[field.name, 'email']}
                      label={t('field.email')}
                      rules={[{ type: 'email', message: t('validation.email') }]}
                    >
                      <Input maxLength={150} />
                    </Form.Item>
                  </Col>
                  <Col xs={2} sm={1} style={{ paddingTop: 30 }}>
                    <Button
                      type="text"
                      danger
                      icon={<MinusCircleOutlined />}
                      aria-label={t('form.removeParent')}
                      onClick={() => remove(field.name)}
                    />
                  </Col>
                </Row>
              ))}
              {fields.length < 6 && (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ quanHe: '', hoTen: '' })}>
                  {t('form.addParent')}
                </Button>
              )}
            </Flex>
          )}
        </Form.List>
      </div>
    </FormDrawer>
  );
}
