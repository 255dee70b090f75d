import { type DangKyThamVan, NEXT_THAM_VAN, type TrangThaiThamVan } from '@hpl/shared/ho-so-tam-ly/contract';
import { Button, DatePicker, Descriptions, Drawer, Flex, Form, Input, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../components/form-drawer';
import { submitForm } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format-date';
import { useHandleRequest } from '../api/handle-request';
import { StatusTag } from './status-tag';

interface Values {
  lichHen?: Dayjs;
  phong?: string;
  ghiChuXuLy?: string;
}

/** One request for the team: what was asked, and the next steps (scheduling needs a time and a room). */
export function HandleDrawer({ request, onClose }: { request: DangKyThamVan | null; onClose: () => void }) {
  const { t } = useTranslation('ho-so-tam-ly');
  const [form] = Form.useForm<Values>();
  const handle = useHandleRequest();
  const [busy, setBusy] = useState<TrangThaiThamVan>();
  const next = request ? NEXT_THAM_VAN[request.trangThai] : [];

  const act = async (trangThai: TrangThaiThamVan) => {
    if (!request) return;
    const values = form.getFieldsValue();
    setBusy(trangThai);
    try {
      await submitForm(() =>
        handle.mutateAsync({
          id: request.id,
          trangThai,
          version: request.version,
          lichHen: values.lichHen ? values.lichHen.format() : null,
          phong: values.phong ?? null,
          ghiChuXuLy: values.ghiChuXuLy ?? null,
        }),
      );
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Drawer open={request !== null} onClose={onClose} size={560} title={request?.hoTenHocSinh} destroyOnHidden>
      {request ? (
        <Flex vertical gap={16}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('col.trangThai')}>
              <StatusTag status={request.trangThai} />
            </Descriptions.Item>
            <Descriptions.Item
              label={t('col.hocSinh')}
            >{`${request.hoTenHocSinh} (${request.maHocSinh})`}</Descriptions.Item>
            <Descriptions.Item label={t('col.nguoiGui')}>
              {request.laHocSinhTuGui ? t('col.tuGui') : request.nguoiGui}
            </Descriptions.Item>
            <Descriptions.Item label={t('form.chuDe')}>{t(`chuDe.${request.chuDe}`)}</Descriptions.Item>
            <Descriptions.Item label={t('form.mucDo')}>{t(`mucDo.${request.mucDo}`)}</Descriptions.Item>
            <Descriptions.Item label={t('form.thoiGian')}>{request.thoiGianMongMuon}</Descriptions.Item>
            <Descriptions.Item label={t('form.noiDung')}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                {request.noiDung}
              </Typography.Paragraph>
            </Descriptions.Item>
            {request.lichHen ? (
              <Descriptions.Item
                label={t('col.lichHen')}
              >{`${formatDateTime(request.lichHen)} · ${request.phong ?? ''}`}</Descriptions.Item>
            ) : null}
            {request.ghiChuXuLy ? (
              <Descriptions.Item label={t('xuLy.ghiChu')}>{request.ghiChuXuLy}</Descriptions.Item>
            ) : null}
          </Descriptions>
          {next.length > 0 ? (
            <Form<Values> form={form} layout="vertical">
              {next.includes('scheduled') ? (
                <Flex gap={8} wrap>
                  <Form.Item name="lichHen" label={t('col.lichHen')} style={{ flex: 1, minWidth: 200 }}>
                    <DatePicker
                      showTime={{ format: 'HH:mm', minuteStep: 5 }}
                      format="DD/MM/YYYY HH:mm"
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                  <Form.Item name="phong" label={t('xuLy.phong')} style={{ flex: 1, minWidth: 160 }}>
                    <Input />
                  </Form.Item>
                </Flex>
              ) : null}
              <Form.Item name="ghiChuXuLy" label={t('xuLy.ghiChu')} extra={t('xuLy.ghiChuGoiY')}>
                <Input.TextArea autoSize={{ minRows: 2 }} />
              </Form.Item>
              <Flex gap={8} wrap>
                {next.map((s) => (
                  <Button
                    key={s}
                    type={s === 'cancelled' ? 'default' : 'primary'}
                    danger={s === 'cancelled'}
                    loading={busy === s}
                    onClick={() => act(s)}
                  >
                    {t(`xuLy.${s}`)}
                  </Button>
                ))}
              </Flex>
            </Form>
          ) : null}
        </Flex>
      ) : null}
    </Drawer>
  );
}
