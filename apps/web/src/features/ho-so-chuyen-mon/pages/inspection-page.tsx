import type { GiaoVienHoSo, HoSo } from '@hpl/shared/ho-so-chuyen-mon/contract';
import { App, Button, Card, Checkbox, Drawer, Flex, Input, List, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime } from '../../../lib/format-date';
import { useAddInspectionNote, useTeacherRecords, useTeachersForInspection } from '../api/records';
import { RecordFiles, RecordStatusTag, useTypeName } from '../components/record-parts';

/** `thanhtra/hosochuyenmon`: inspectors read any teacher's records (each read is logged) and leave notes. */
export default function InspectionPage() {
  const { t } = useTranslation('ho-so-chuyen-mon');
  const { message } = App.useApp();
  const teachers = useTeachersForInspection();
  const [open, setOpen] = useState<number | null>(null);
  const detail = useTeacherRecords(open);
  const addNote = useAddInspectionNote();
  const typeName = useTypeName();
  const [checklist, setChecklist] = useState<Record<string, boolean>>({});
  const [note, setNote] = useState('');
  const save = async () => {
    await addNote.mutateAsync({ id: open!, input: { checklist, noiDung: note } });
    setNote('');
    setChecklist({});
    message.success(t('message.noted'));
  };
  return (
    <>
      <PageHeader />
      <Table<GiaoVienHoSo>
        size="small"
        rowKey="nhanVienId"
        loading={teachers.isLoading}
        dataSource={teachers.data ?? []}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('col.teacher'), key: 'gv', dataIndex: 'hoTen' },
          { title: t('col.department'), key: 'pb', render: (_, r) => r.tenPhongBan ?? '—' },
          { title: t('col.handedIn'), key: 'n', align: 'right', render: (_, r) => `${r.soDaNop}/${r.soLoai}` },
          {
            title: '',
            key: 'actions',
            render: (_, r) => (
              <Button size="small" onClick={() => setOpen(r.nhanVienId)}>
                {t('action.inspect')}
              </Button>
            ),
          },
        ]}
      />
      <Drawer open={open !== null} onClose={() => setOpen(null)} size={720} destroyOnHidden title={detail.data?.hoTen}>
        {detail.data && (
          <Flex vertical gap="middle">
            <Table<HoSo>
              size="small"
              rowKey={(r) => r.loaiHoSo.id}
              dataSource={detail.data.hoSo}
              pagination={false}
              scroll={{ x: 'max-content' }}
              columns={[
                {
                  title: t('col.checked'),
                  key: 'ck',
                  render: (_, r) => (
                    <Checkbox
                      aria-label={`${t('col.checked')}: ${typeName(r.loaiHoSo)}`}
                      checked={checklist[String(r.loaiHoSo.id)] ?? false}
                      onChange={(e) => setChecklist((c) => ({ ...c, [String(r.loaiHoSo.id)]: e.target.checked }))}
                    />
                  ),
                },
                { title: t('col.type'), key: 'loai', render: (_, r) => typeName(r.loaiHoSo) },
                { title: t('col.status'), key: 'tt', render: (_, r) => <RecordStatusTag record={r} /> },
                { title: t('col.files'), key: 'tep', render: (_, r) => <RecordFiles record={r} /> },
              ]}
            />
            <Card size="small" title={t('inspection.newNote')}>
              <Input.TextArea
                aria-label={t('inspection.newNote')}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                autoSize={{ minRows: 2 }}
                maxLength={4000}
              />
              <Button
                type="primary"
                style={{ marginTop: 8 }}
                disabled={!note.trim()}
                loading={addNote.isPending}
                onClick={save}
              >
                {t('action.saveNote')}
              </Button>
            </Card>
            <List
              header={<Typography.Text strong>{t('inspection.notes')}</Typography.Text>}
              dataSource={detail.data.ghiChu}
              locale={{ emptyText: t('inspection.noNotes') }}
              renderItem={(n) => (
                <List.Item>
                  <List.Item.Meta
                    title={`${n.hoTenNguoiGhi} · ${formatDateTime(n.createdAt)}`}
                    description={t('inspection.checklistCount', {
                      count: Object.values(n.checklist).filter(Boolean).length,
                    })}
                  />
                  <span style={{ whiteSpace: 'pre-wrap' }}>{n.noiDung}</span>
                </List.Item>
              )}
            />
          </Flex>
        )}
      </Drawer>
    </>
  );
}
