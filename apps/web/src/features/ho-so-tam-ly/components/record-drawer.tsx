import { type BuoiInput, HINH_THUC_BUOI } from '@hpl/shared/ho-so-tam-ly/ho-so.contract';
import {
  Alert,
  Button,
  DatePicker,
  Drawer,
  Empty,
  Flex,
  Form,
  List,
  Skeleton,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { applyFieldErrors } from '../../../components/form-drawer';
import { Select } from '../../../components/select';
import { useConfirm } from '../../../components/use-confirm';
import { submitForm } from '../../../lib/api';
import { formatDate, formatDateTime, ISO_DATE } from '../../../lib/format-date';
import { useAddSession, useRecord, useRecordLog, useSetRecordState } from '../api/records';
import { EncryptedNoteField } from './encrypted-note-field';
import { ReferralTab } from './referral-tab';

type Values = Omit<BuoiInput, 'ngay'> & { ngay: Dayjs };

/** One case record: sessions with their notes, a new session, the assessment results and the access log. */
export function RecordDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { t } = useTranslation('ho-so-tam-ly');
  const [tab, setTab] = useState('buoi');
  const record = useRecord(id);
  const log = useRecordLog(id, tab === 'nhatKy');
  const add = useAddSession();
  const setState = useSetRecordState();
  const { confirmDanger } = useConfirm();
  const [form] = Form.useForm<Values>();
  const data = record.data;
  const closed = data?.trangThai === 'closed';
  const close = () =>
    confirmDanger({
      title: t('hoSo.dongXacNhan'),
      content: t('hoSo.dongNoiDung'),
      okText: t('hoSo.dong'),
      onOk: () => setState.mutateAsync({ id: id!, trangThai: 'closed' }),
    });

  const save = async (values: Values) => {
    if (id === undefined) return;
    try {
      await submitForm(() => add.mutateAsync({ id, ...values, ngay: values.ngay.format(ISO_DATE) }));
      form.resetFields();
      void record.refetch();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      size={640}
      destroyOnHidden
      title={data ? `${data.hoTen} (${data.maHocSinh})` : ''}
      extra={
        data ? (
          closed ? (
            <Button loading={setState.isPending} onClick={() => setState.mutate({ id: data.id, trangThai: 'open' })}>
              {t('hoSo.moLai')}
            </Button>
          ) : (
            <Button danger onClick={close}>
              {t('hoSo.dong')}
            </Button>
          )
        ) : null
      }
    >
      {record.isLoading || !data ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={12}>
          <Alert type="warning" showIcon title={t('hoSo.baoMat')} />
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              {
                key: 'buoi',
                label: t('hoSo.buoi'),
                children: (
                  <Flex vertical gap={16}>
                    <List
                      dataSource={data.buoi}
                      locale={{ emptyText: <Empty description={t('hoSo.chuaCoBuoi')} /> }}
                      renderItem={(b) => (
                        <List.Item>
                          <List.Item.Meta
                            title={
                              <Flex gap={8} wrap>
                                <span>{formatDate(b.ngay)}</span>
                                <Tag>{t(`hinhThuc.${b.hinhThuc}`)}</Tag>
                                <Typography.Text type="secondary">{b.nguoiGhi}</Typography.Text>
                              </Flex>
                            }
                            description={
                              b.ghiChu === null ? (
                                <Typography.Text type="danger">{t('hoSo.khongGiaiMa')}</Typography.Text>
                              ) : (
                                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                                  {b.ghiChu}
                                </Typography.Paragraph>
                              )
                            }
                          />
                        </List.Item>
                      )}
                    />
                    {closed ? <Alert type="info" showIcon title={t('hoSo.daDong')} /> : null}
                    <Form<Values>
                      hidden={closed}
                      form={form}
                      layout="vertical"
                      onFinish={save}
                      initialValues={{ ngay: dayjs(), hinhThuc: 'caNhan' }}
                    >
                      <Typography.Title level={5}>{t('hoSo.themBuoi')}</Typography.Title>
                      <Flex gap={8} wrap>
                        <Form.Item
                          name="ngay"
                          label={t('hoSo.ngay')}
                          rules={[{ required: true }]}
                          style={{ minWidth: 160 }}
                        >
                          <DatePicker format="DD/MM/YYYY" />
                        </Form.Item>
                        <Form.Item
                          name="hinhThuc"
                          label={t('hoSo.hinhThuc')}
                          rules={[{ required: true }]}
                          style={{ minWidth: 180 }}
                        >
                          <Select options={HINH_THUC_BUOI.map((h) => ({ value: h, label: t(`hinhThuc.${h}`) }))} />
                        </Form.Item>
                      </Flex>
                      <EncryptedNoteField />
                      <Button type="primary" htmlType="submit" loading={add.isPending}>
                        {t('hoSo.luu')}
                      </Button>
                    </Form>
                  </Flex>
                ),
              },
              { key: 'chuyenTuyen', label: t('chuyenTuyen.tab'), children: <ReferralTab record={data} /> },
              {
                key: 'ketQua',
                label: t('hoSo.ketQua'),
                children: (
                  <Link to={`/danhGiaTamLyHocSinh/tongQuanCauTraLoiTungHocSinh?hocSinhId=${data.hocSinhId}`}>
                    {t('hoSo.xemKetQua')}
                  </Link>
                ),
              },
              {
                key: 'nhatKy',
                label: t('hoSo.nhatKy'),
                children: (
                  <Table
                    size="small"
                    rowKey={(r) => `${r.at}-${r.hanhDong}`}
                    loading={log.isLoading}
                    dataSource={log.data ?? []}
                    pagination={{ pageSize: 20, hideOnSinglePage: true }}
                    columns={[
                      { title: t('hoSo.luc'), key: 'at', render: (_, r) => formatDateTime(r.at) },
                      { title: t('hoSo.nguoi'), dataIndex: 'nguoi' },
                      {
                        title: t('hoSo.hanhDong'),
                        key: 'hanhDong',
                        render: (_, r) => t(`hanhDong.${r.hanhDong}`, { defaultValue: r.hanhDong }),
                      },
                    ]}
                  />
                ),
              },
            ]}
          />
        </Flex>
      )}
    </Drawer>
  );
}
