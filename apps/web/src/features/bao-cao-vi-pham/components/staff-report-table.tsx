import { PaperClipOutlined } from '@ant-design/icons';
import { TRANG_THAI_VI_PHAM_NV, type ViPhamNhanVien } from '@hpl/shared/bao-cao-vi-pham/nhan-vien';
import { Button, Flex, Form, Input, Modal, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { Select } from '../../../components/select';
import { useListParams } from '../../../components/use-list-params';
import { formatDate } from '../../../lib/format-date';
import { useDecideStaffReport } from '../api/decide-staff-report';
import { useStaffReports } from '../api/list-staff-reports';
import { evidencePagePath } from '../api/upload-evidence';
import { codeText } from './format';

const COLORS = { cho_xu_ly: 'processing', da_xac_nhan: 'error', bo_qua: 'default' } as const;

/** What I reported (`lichSu`) or, for the managers, every report with its reporter and the decisions (`danhSach`). */
export function StaffReportTable({ view }: { view: 'lichSu' | 'danhSach' }) {
  const { t, i18n } = useTranslation('bao-cao-vi-pham');
  const list = useListParams({ pageSize: 20 });
  const reports = useStaffReports(view, list.query);
  const decide = useDecideStaffReport();
  const [dismissing, setDismissing] = useState<ViPhamNhanVien | null>(null);
  const [form] = Form.useForm<{ lyDo: string }>();

  const columns: ColumnsType<ViPhamNhanVien> = [
    { title: t('col.when'), key: 'ngay', sorter: true, render: (_, r) => formatDate(r.ngay) },
    {
      title: t('staff.person'),
      key: 'nhanVien',
      render: (_, r) => (r.phongBan ? `${r.nhanVien} · ${r.phongBan}` : r.nhanVien),
    },
    {
      title: t('col.codes'),
      key: 'ma',
      render: (_, r) => `${r.ma} · ${codeText(i18n.language, { moTa: r.moTaMa, moTaEn: r.moTaMaEn })}`,
    },
    { title: t('col.description'), key: 'moTa', dataIndex: 'moTa', ellipsis: true, responsive: ['md'] },
    ...(view === 'danhSach' ? [{ title: t('col.reporter'), key: 'nguoiBaoCao', dataIndex: 'nguoiBaoCao' }] : []),
    {
      title: t('col.status'),
      key: 'trangThai',
      sorter: true,
      render: (_, r) => <Tag color={COLORS[r.trangThai]}>{t(`staffStatus.${r.trangThai}`)}</Tag>,
    },
    {
      title: t('detail.evidence'),
      key: 'minhChung',
      responsive: ['md'],
      render: (_, r) => (
        <Flex vertical>
          {r.minhChung.map((f) => (
            <Link key={f.id} to={evidencePagePath(f.id)}>
              <PaperClipOutlined /> {f.tenTep}
            </Link>
          ))}
        </Flex>
      ),
    },
    ...(view === 'danhSach'
      ? [
          {
            title: t('col.actions'),
            key: 'actions',
            render: (_: unknown, r: ViPhamNhanVien) =>
              r.trangThai === 'cho_xu_ly' ? (
                <Flex gap="small" wrap>
                  <Button
                    size="small"
                    type="primary"
                    onClick={() =>
                      Modal.confirm({
                        title: t('staff.confirmTitle', { name: r.nhanVien }),
                        okText: t('decision.xacNhanOk'),
                        cancelText: t('action.cancel'),
                        onOk: () =>
                          decide
                            .mutateAsync({ id: r.id, action: 'xacNhan', version: r.version })
                            .catch(() => undefined),
                      })
                    }
                  >
                    {t('decision.xacNhanOk')}
                  </Button>
                  <Button size="small" danger onClick={() => setDismissing(r)}>
                    {t('decision.boQuaOk')}
                  </Button>
                </Flex>
              ) : (
                (r.ghiChuQuyetDinh ?? r.lyDoBoQua ?? '')
              ),
          },
        ]
      : []),
  ];

  return (
    <>
      <DataTable<ViPhamNhanVien>
        columns={columns}
        rowKey="id"
        data={reports.data}
        loading={reports.isFetching}
        list={list}
        searchable={view === 'danhSach'}
        toolbar={
          <Select
            allowClear
            placeholder={t('filter.status')}
            style={{ minWidth: 150 }}
            value={list.params.filters.trangThai}
            onChange={(v) => list.setFilter('trangThai', v)}
            options={TRANG_THAI_VI_PHAM_NV.map((s) => ({ value: s, label: t(`staffStatus.${s}`) }))}
          />
        }
      />
      <Modal
        open={dismissing !== null}
        title={t('decision.boQua')}
        okText={t('decision.boQuaOk')}
        cancelText={t('action.cancel')}
        okButtonProps={{ danger: true, loading: decide.isPending }}
        destroyOnHidden
        onCancel={() => setDismissing(null)}
        onOk={async () => {
          const v = await form.validateFields();
          if (!dismissing) return;
          await decide
            .mutateAsync({ id: dismissing.id, action: 'boQua', version: dismissing.version, lyDo: v.lyDo })
            .then(() => setDismissing(null))
            .catch(() => undefined);
        }}
      >
        <Form form={form} layout="vertical">
          <Form.Item name="lyDo" label={t('decision.reason')} rules={[{ required: true, message: t('form.required') }]}>
            <Input.TextArea rows={3} maxLength={2000} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
