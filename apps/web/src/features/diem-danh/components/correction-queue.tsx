import {
  TRANG_THAI_YEU_CAU_SUA,
  type TrangThaiYeuCauSua,
  type YeuCauSuaChamCong,
} from '@hpl/shared/diem-danh/yeu-cau-sua-cham-cong';
import { Button, Flex, Form, Input, Modal } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { applyFieldErrors } from '../../../components/form-drawer';
import { Select } from '../../../components/select';
import { useListParams } from '../../../components/use-list-params';
import { submitForm } from '../../../lib/api';
import { formatDate } from '../../../lib/format-date';
import { useCorrections, useDecideCorrection } from '../api/punch-corrections';
import { CorrectionStatusTag } from './correction-status-tag';

/** HR's queue of punch corrections: pending first by default; approve or reject with a comment. */
export function CorrectionQueue() {
  const { t } = useTranslation('diem-danh');
  const list = useListParams({ pageSize: 20 });
  const { tab: _tab, ...filters } = list.params.filters;
  const trangThai = (filters.trangThai ?? 'choDuyet') as TrangThaiYeuCauSua | 'tatCa';
  const corrections = useCorrections('all', {
    ...list.query,
    tab: undefined,
    trangThai: trangThai === 'tatCa' ? undefined : trangThai,
  });
  const decide = useDecideCorrection();
  const [pending, setPending] = useState<{ request: YeuCauSuaChamCong; approve: boolean } | null>(null);
  const [form] = Form.useForm<{ ghiChu?: string }>();

  const submit = async () => {
    if (!pending) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await submitForm(() =>
        decide.mutateAsync({
          id: pending.request.id,
          approve: pending.approve,
          version: pending.request.version,
          ghiChu: values.ghiChu,
        }),
      );
      setPending(null);
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  const columns: ColumnsType<YeuCauSuaChamCong> = [
    { key: 'hoTen', title: t('punch.col.person'), sorter: true, render: (_, r) => `${r.hoTen} (${r.maNhanVien})` },
    { key: 'thoiDiem', title: t('punch.col.punch'), sorter: true, render: (_, r) => `${formatDate(r.ngay)} ${r.gio}` },
    { key: 'lyDo', title: t('punch.form.lyDo'), dataIndex: 'lyDo', responsive: ['md'] },
    { key: 'trangThai', title: t('punch.col.status'), render: (_, r) => <CorrectionStatusTag status={r.trangThai} /> },
    {
      key: 'actions',
      title: t('punch.col.actions'),
      render: (_, r) =>
        r.trangThai === 'choDuyet' ? (
          <Flex gap="small" wrap>
            <Button size="small" type="primary" onClick={() => setPending({ request: r, approve: true })}>
              {t('punch.approve')}
            </Button>
            <Button size="small" danger onClick={() => setPending({ request: r, approve: false })}>
              {t('punch.reject')}
            </Button>
          </Flex>
        ) : (
          (r.nguoiDuyet ?? null)
        ),
    },
  ];

  return (
    <>
      <DataTable<YeuCauSuaChamCong>
        columns={columns}
        rowKey="id"
        data={corrections.data}
        loading={corrections.isFetching}
        list={list}
        searchable
        toolbar={
          <Select<string>
            style={{ minWidth: 160 }}
            value={trangThai}
            aria-label={t('punch.col.status')}
            onChange={(v) => list.setFilter('trangThai', v)}
            options={[
              ...TRANG_THAI_YEU_CAU_SUA.map((s) => ({ value: s, label: t(`punch.status.${s}`) })),
              { value: 'tatCa', label: t('punch.status.all') },
            ]}
          />
        }
      />
      <Modal
        open={pending !== null}
        title={
          pending
            ? t(pending.approve ? 'punch.approveTitle' : 'punch.rejectTitle', {
                name: pending.request.hoTen,
                when: `${formatDate(pending.request.ngay)} ${pending.request.gio}`,
              })
            : ''
        }
        okText={pending?.approve ? t('punch.approve') : t('punch.reject')}
        okButtonProps={{ danger: pending ? !pending.approve : false }}
        confirmLoading={decide.isPending}
        onOk={submit}
        onCancel={() => setPending(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="ghiChu"
            label={t('punch.comment')}
            rules={
              pending && !pending.approve
                ? [{ required: true, whitespace: true, message: t('punch.commentRequired') }]
                : []
            }
          >
            <Input.TextArea rows={3} maxLength={1000} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
