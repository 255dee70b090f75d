import type { HoSoSummary } from '@hpl/shared/ho-so-tam-ly/ho-so.contract';
import { Button, Card, Flex, Form, Input, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../components/form-drawer';
import { PageHeader } from '../../../components/page-header';
import { submitForm } from '../../../lib/api';
import { formatDate } from '../../../lib/format-date';
import { useOpenRecord, useRecords } from '../api/records';
import { RecordDrawer } from '../components/record-drawer';

/** `hoSoTamLyHocSinh`: the team's confidential case records; opening one is audit-logged, notes are encrypted. */
export default function HoSoTamLyHocSinhPage() {
  const { t } = useTranslation('ho-so-tam-ly');
  const records = useRecords();
  const open = useOpenRecord();
  const [form] = Form.useForm<{ maHocSinh: string }>();
  const [viewing, setViewing] = useState<number>();

  const submit = async ({ maHocSinh }: { maHocSinh: string }) => {
    try {
      const record = await submitForm(() => open.mutateAsync(maHocSinh));
      form.resetFields();
      setViewing(record.id);
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  return (
    <>
      <PageHeader subTitle={t('hoSo.gioiThieu')} />
      <Flex vertical gap={16}>
        <Card size="small">
          <Form form={form} layout="inline" onFinish={submit}>
            <Form.Item name="maHocSinh" label={t('form.maHocSinh')} rules={[{ required: true, whitespace: true }]}>
              <Input style={{ width: 180 }} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={open.isPending}>
              {t('hoSo.mo')}
            </Button>
          </Form>
        </Card>
        <Table<HoSoSummary>
          size="small"
          rowKey="id"
          loading={records.isLoading}
          dataSource={records.data ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          columns={[
            {
              title: t('col.hocSinh'),
              key: 'hoTen',
              render: (_, r) => (
                <Button type="link" style={{ padding: 0 }} onClick={() => setViewing(r.id)}>
                  {r.hoTen}
                </Button>
              ),
            },
            { title: t('form.maHocSinh'), dataIndex: 'maHocSinh', responsive: ['sm'] },
            { title: t('hoSo.soBuoi'), dataIndex: 'soBuoi', align: 'right' },
            {
              title: t('hoSo.buoiGanNhat'),
              key: 'buoiGanNhat',
              render: (_, r) => (r.buoiGanNhat ? formatDate(r.buoiGanNhat) : '—'),
            },
            {
              title: t('col.trangThai'),
              key: 'trangThai',
              render: (_, r) => (
                <Tag color={r.trangThai === 'open' ? 'blue' : 'default'}>{t(`hoSo.${r.trangThai}`)}</Tag>
              ),
            },
          ]}
        />
      </Flex>
      <RecordDrawer id={viewing} onClose={() => setViewing(undefined)} />
    </>
  );
}
