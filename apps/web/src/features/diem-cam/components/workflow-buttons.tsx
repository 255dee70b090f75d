import type { TrangThaiBaiThiCam } from '@hpl/shared/diem-cam/contract';
import type { BangDiemCam } from '@hpl/shared/diem-cam/ket-qua';
import { App, Button, Input, Space, Tag } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoveState } from '../api/move-state';

const ORDER: TrangThaiBaiThiCam[] = ['dangNhap', 'daNop', 'daKiemTra', 'daCongBo', 'daKhoa'];
export const STATE_COLOR: Record<TrangThaiBaiThiCam, string> = {
  dangNhap: 'processing',
  daNop: 'gold',
  daKiemTra: 'cyan',
  daCongBo: 'green',
  daKhoa: 'red',
};

/** The marks' state and the moves I may make now (the server's list), each after a confirmation. */
export function WorkflowButtons({ book, beforeMove }: { book: BangDiemCam; beforeMove: () => Promise<void> }) {
  const { t } = useTranslation('diem-cam');
  const { modal } = App.useApp();
  const move = useMoveState(book.baiThi.id);
  const note = useRef('');
  const from = book.baiThi.trangThai;
  const confirm = (to: TrangThaiBaiThiCam) => {
    const back = ORDER.indexOf(to) < ORDER.indexOf(from);
    note.current = '';
    modal.confirm({
      title: t(`move.${from}.${to}.title`),
      content: (
        <Space direction="vertical" style={{ width: '100%' }}>
          <span>{t(`move.${from}.${to}.content`)}</span>
          {back && (
            <Input.TextArea
              aria-label={t('move.note')}
              placeholder={t('move.note')}
              maxLength={1000}
              onChange={(e) => {
                note.current = e.target.value;
              }}
            />
          )}
        </Space>
      ),
      okText: t(`move.${from}.${to}.ok`),
      okButtonProps: { danger: back || to === 'daKhoa' },
      cancelText: t('move.cancel'),
      onOk: async () => {
        await beforeMove();
        await move
          .mutateAsync({ trangThai: to, version: book.baiThi.version, ghiChu: note.current || undefined })
          .catch(() => undefined);
      },
    });
  };
  return (
    <Space wrap>
      <Tag color={STATE_COLOR[from]} data-state={from}>
        {t(`state.${from}`)}
      </Tag>
      {book.quyen.chuyenDen.map((to) => (
        <Button
          key={to}
          type={ORDER.indexOf(to) > ORDER.indexOf(from) ? 'primary' : 'default'}
          loading={move.isPending}
          onClick={() => confirm(to)}
        >
          {t(`move.${from}.${to}.button`)}
        </Button>
      ))}
    </Space>
  );
}
