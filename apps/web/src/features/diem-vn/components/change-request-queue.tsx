import { isPrimaryRequest, type YeuCauSua } from '@hpl/shared/diem-vn/yeu-cau-sua.contract';
import { App, Button, Input, Modal, Segmented, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeRequests } from '../api/change-requests';
import { useDecideChangeRequest } from '../api/decide-change-request';
import { formatCellText } from './cell-text';
import { formatPrimaryValue } from './primary-cell-text';

const STATE_COLOR = { cho_duyet: 'gold', da_duyet: 'green', tu_choi: 'red' } as const;

/**
 * The office's change-request queue, secondary marks and primary entries alike: approve (the mark moves, audited with
 * the reason) or reject with a note.
 */
export function ChangeRequestQueue({ scope }: { scope: 'cuaToi' | 'tatCa' }) {
  const { t, i18n } = useTranslation('diem-vn');
  const { message } = App.useApp();
  const [trangThai, setTrangThai] = useState<YeuCauSua['trangThai'] | 'all'>('cho_duyet');
  const requests = useChangeRequests({ phamVi: scope, trangThai: trangThai === 'all' ? undefined : trangThai });
  const decide = useDecideChangeRequest();
  const [pending, setPending] = useState<{ request: YeuCauSua; approve: boolean } | null>(null);
  const [note, setNote] = useState('');
  const text = (r: YeuCauSua, side: 'giaTriCu' | 'giaTriMoi') =>
    (isPrimaryRequest(r) ? formatPrimaryValue(r[side], t) : formatCellText(r[side], i18n.language)) ||
    t('history.empty');
  const change = (r: YeuCauSua) => `${text(r, 'giaTriCu')} → ${text(r, 'giaTriMoi')}`;
  const column = (r: YeuCauSua) => (isPrimaryRequest(r) ? t(`tieuHoc.ky.${r.cot}`) : t(`cot.${r.cot}`));

  return (
    <>
      <Segmented
        value={trangThai}
        onChange={(v) => setTrangThai(v as typeof trangThai)}
        options={[
          { value: 'cho_duyet', label: t('request.state.cho_duyet') },
          { value: 'da_duyet', label: t('request.state.da_duyet') },
          { value: 'tu_choi', label: t('request.state.tu_choi') },
          { value: 'all', label: t('request.all') },
        ]}
        style={{ marginBottom: 12 }}
      />
      <Table<YeuCauSua>
        rowKey="id"
        size="small"
        loading={requests.isLoading}
        dataSource={requests.data ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('request.none') }}
        columns={[
          { title: t('request.when'), render: (_v, r) => dayjs(r.createdAt).format('DD/MM/YYYY HH:mm') },
          { title: t('request.by'), dataIndex: 'nguoiYeuCau' },
          { title: t('classes.subject'), dataIndex: 'tenLopMonHoc' },
          { title: t('grid.hoTen'), dataIndex: 'hoTenHocSinh' },
          {
            title: t('settings.column'),
            render: (_v, r) => `${column(r)} · ${t('page.term', { term: r.hocKy })}`,
          },
          { title: t('request.change'), render: (_v, r) => change(r) },
          { title: t('request.reason'), dataIndex: 'lyDo' },
          {
            title: t('settings.state'),
            render: (_v, r) => <Tag color={STATE_COLOR[r.trangThai]}>{t(`request.state.${r.trangThai}`)}</Tag>,
          },
          ...(scope === 'tatCa'
            ? [
                {
                  title: '',
                  render: (_v: unknown, r: YeuCauSua) =>
                    r.trangThai === 'cho_duyet' ? (
                      <Space>
                        <Button size="small" type="primary" onClick={() => setPending({ request: r, approve: true })}>
                          {t('request.approve')}
                        </Button>
                        <Button size="small" danger onClick={() => setPending({ request: r, approve: false })}>
                          {t('request.reject')}
                        </Button>
                      </Space>
                    ) : (
                      r.nguoiDuyet
                    ),
                },
              ]
            : []),
        ]}
      />
      <Modal
        open={pending !== null}
        title={pending?.approve ? t('request.approveTitle') : t('request.rejectTitle')}
        okText={pending?.approve ? t('request.approve') : t('request.reject')}
        okButtonProps={{ danger: pending ? !pending.approve : false, loading: decide.isPending }}
        cancelText={t('comment.cancel')}
        onCancel={() => setPending(null)}
        onOk={async () => {
          if (!pending) return;
          await decide.mutateAsync({
            id: pending.request.id,
            approve: pending.approve,
            version: pending.request.version,
            ghiChu: note.trim() || undefined,
          });
          message.success(t(pending.approve ? 'request.approved' : 'request.rejected'));
          setPending(null);
          setNote('');
        }}
        destroyOnHidden
      >
        {pending && (
          <p>
            {pending.request.hoTenHocSinh} · {pending.request.tenLopMonHoc} · {column(pending.request)}:{' '}
            {change(pending.request)}
          </p>
        )}
        <Input.TextArea
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={1000}
          placeholder={t('request.note')}
          aria-label={t('request.note')}
        />
      </Modal>
    </>
  );
}
