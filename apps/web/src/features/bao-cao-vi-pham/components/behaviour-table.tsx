import type { HanhViHocSinh, HanhViLop } from '@hpl/shared/bao-cao-vi-pham/hanh-vi';
import { App, Button, Flex, Form, Input, Modal, Segmented, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { Select } from '../../../components/select';
import { useListParams } from '../../../components/use-list-params';
import { useConfirmConduct } from '../api/confirm-conduct';
import { useClassBehaviour } from '../api/get-class-behaviour';
import { useBehaviourClasses } from '../api/list-behaviour-classes';

const LEVELS = ['Tốt', 'Khá', 'Đạt', 'Chưa đạt'] as const;
const COLORS: Record<string, string> = { Tốt: 'success', Khá: 'processing', Đạt: 'warning', 'Chưa đạt': 'error' };

/** Override dialog: another level than the proposal, with the reason the audit keeps. */
function OverrideModal({
  data,
  student,
  onClose,
}: {
  data: HanhViLop;
  student: HanhViHocSinh | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('bao-cao-vi-pham');
  const [form] = Form.useForm<{ mucDo: string; lyDo: string }>();
  const save = useConfirmConduct();
  const required = [{ required: true, message: t('form.required') }];
  return (
    <Modal
      open={student !== null}
      title={t('behaviour.overrideTitle', { name: student?.hoTen ?? '' })}
      okText={t('behaviour.save')}
      cancelText={t('action.cancel')}
      okButtonProps={{ loading: save.isPending }}
      destroyOnHidden
      onCancel={onClose}
      onOk={async () => {
        const v = await form.validateFields();
        if (!student) return;
        await save
          .mutateAsync({
            lopQuanLyId: data.lopQuanLyId,
            hocKy: data.hocKy,
            hocSinhId: student.hocSinhId,
            mucDo: v.mucDo as HanhViHocSinh['deXuat'],
            lyDo: v.lyDo,
            version: student.version,
          })
          .then(onClose)
          .catch(() => undefined);
      }}
    >
      <Form form={form} layout="vertical" initialValues={{ mucDo: student?.deXuat }}>
        <Form.Item name="mucDo" label={t('behaviour.level')} rules={required}>
          <Select options={LEVELS.map((l) => ({ value: l, label: t(`conduct.${l}`) }))} />
        </Form.Item>
        <Form.Item name="lyDo" label={t('decision.reason')} rules={required}>
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** A class's behaviour scores per term with the proposed conduct; the homeroom teacher confirms or overrides. */
export function BehaviourTable() {
  const { t } = useTranslation('bao-cao-vi-pham');
  const { message } = App.useApp();
  const list = useListParams({ pageSize: 100 });
  const classes = useBehaviourClasses();
  const chosen = Number(list.params.filters.lop) || classes.data?.[0]?.id;
  const hocKy = list.params.filters.hocKy === '2' ? 2 : 1;
  const behaviour = useClassBehaviour(chosen, hocKy);
  const save = useConfirmConduct();
  const [overriding, setOverriding] = useState<HanhViHocSinh | null>(null);
  const data = behaviour.data;
  const rows = data?.hocSinh ?? [];

  const columns: ColumnsType<HanhViHocSinh> = [
    { title: t('behaviour.student'), key: 'hoTen', dataIndex: 'hoTen' },
    { title: t('behaviour.code'), key: 'maHocSinh', dataIndex: 'maHocSinh', responsive: ['md'] },
    { title: t('behaviour.incidents'), key: 'soViPham', dataIndex: 'soViPham', align: 'right' },
    { title: t('behaviour.score'), key: 'diem', dataIndex: 'diem', align: 'right' },
    {
      title: t('behaviour.proposal'),
      key: 'deXuat',
      render: (_, r) => <Tag color={COLORS[r.deXuat]}>{t(`conduct.${r.deXuat}`)}</Tag>,
    },
    ...(data?.choPhepXacNhan
      ? [
          {
            title: t('behaviour.current'),
            key: 'hienTai',
            render: (_: unknown, r: HanhViHocSinh) => (r.hienTai ? t(`conduct.${r.hienTai}`) : '—'),
          },
          {
            title: t('col.actions'),
            key: 'actions',
            render: (_: unknown, r: HanhViHocSinh) => (
              <Flex gap="small" wrap>
                <Button
                  size="small"
                  type="primary"
                  disabled={r.hienTai === r.deXuat}
                  loading={save.isPending && save.variables?.hocSinhId === r.hocSinhId}
                  onClick={() =>
                    save
                      .mutateAsync({
                        lopQuanLyId: data.lopQuanLyId,
                        hocKy,
                        hocSinhId: r.hocSinhId,
                        mucDo: r.deXuat,
                        version: r.version,
                      })
                      .then(() => message.success(t('behaviour.confirmed', { name: r.hoTen })))
                      .catch(() => undefined)
                  }
                >
                  {t('behaviour.confirm')}
                </Button>
                <Button size="small" onClick={() => setOverriding(r)}>
                  {t('behaviour.override')}
                </Button>
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <DataTable<HanhViHocSinh>
        columns={columns}
        rowKey="hocSinhId"
        data={{ items: rows, totalCount: rows.length, pageIndex: 1, pageSize: -1 }}
        loading={behaviour.isFetching || classes.isPending}
        list={list}
        searchable={false}
        toolbar={
          <>
            <Select
              placeholder={t('behaviour.class')}
              style={{ minWidth: 140 }}
              value={chosen}
              onChange={(v) => list.setFilter('lop', v)}
              options={classes.data?.map((c) => ({ value: c.id, label: c.tenLop }))}
            />
            <Segmented
              value={hocKy}
              onChange={(v) => list.setFilter('hocKy', v)}
              options={[1, 2].map((k) => ({ value: k, label: t('behaviour.term', { n: k }) }))}
            />
          </>
        }
      />
      {data && <OverrideModal data={data} student={overriding} onClose={() => setOverriding(null)} />}
    </>
  );
}
