import type { HoSo, HoSoTo } from '@hpl/shared/ho-so-chuyen-mon/contract';
import { Button, Flex, Input, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckRecord, useDepartmentRecords } from '../api/records';
import { RecordFiles, RecordStatusTag, useTypeName } from './record-parts';

/** The head's grid: the department's teachers × record types; a submitted record opens to be checked. */
export function DepartmentRecords() {
  const { t } = useTranslation('ho-so-chuyen-mon');
  const rows = useDepartmentRecords();
  const check = useCheckRecord();
  const typeName = useTypeName();
  const [open, setOpen] = useState<HoSo | null>(null);
  const [note, setNote] = useState('');
  const types = rows.data?.[0]?.hoSo.map((h) => h.loaiHoSo) ?? [];
  const decide = async (ketQua: 'da_kiem_tra' | 'can_sua') => {
    await check.mutateAsync({ id: open!.id!, input: { ketQua, ghiChu: note, version: open!.version } });
    setOpen(null);
  };
  return (
    <>
      <Table<HoSoTo>
        size="small"
        rowKey="nhanVienId"
        loading={rows.isLoading}
        dataSource={rows.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('col.teacher'), key: 'gv', dataIndex: 'hoTen', fixed: 'left' },
          ...types.map((type) => ({
            title: typeName(type),
            key: String(type.id),
            render: (_: unknown, row: HoSoTo) => {
              const record = row.hoSo.find((h) => h.loaiHoSo.id === type.id);
              if (!record) return '—';
              return record.id === null ? (
                <RecordStatusTag record={record} />
              ) : (
                <Button
                  size="small"
                  type="link"
                  onClick={() => {
                    setNote(record.ghiChu);
                    setOpen(record);
                  }}
                >
                  <RecordStatusTag record={record} />
                </Button>
              );
            },
          })),
        ]}
      />
      <Modal
        open={open !== null}
        title={open ? `${open.hoTen} · ${typeName(open.loaiHoSo)}` : ''}
        onCancel={() => setOpen(null)}
        footer={
          open?.trangThai === 'da_nop' ? (
            <Flex gap="small" justify="end" wrap>
              <Button onClick={() => decide('can_sua')} loading={check.isPending}>
                {t('action.needsFixing')}
              </Button>
              <Button type="primary" onClick={() => decide('da_kiem_tra')} loading={check.isPending}>
                {t('action.checked')}
              </Button>
            </Flex>
          ) : null
        }
      >
        {open && (
          <Flex vertical gap="small">
            <RecordStatusTag record={open} />
            <RecordFiles record={open} />
            <Typography.Text strong>{t('col.note')}</Typography.Text>
            <Input.TextArea
              aria-label={t('col.note')}
              value={note}
              readOnly={open.trangThai !== 'da_nop'}
              onChange={(e) => setNote(e.target.value)}
              autoSize={{ minRows: 2 }}
              maxLength={4000}
            />
          </Flex>
        )}
      </Modal>
    </>
  );
}
