import type { CellInput } from '@hpl/shared/diem-vn/contract';
import { Drawer, Empty, Spin, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type CellRef, useCellHistory } from '../api/get-cell-history';
import { formatCellText } from './cell-text';

/** Every change of one cell: when, who, from what to what, and why (change requests carry the reason). */
export function CellHistoryDrawer({
  lopMonHocId,
  cell,
  title,
  onClose,
}: {
  lopMonHocId: number;
  cell: CellRef | null;
  title: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('diem-vn');
  const history = useCellHistory(lopMonHocId, cell);
  const show = (value: CellInput | null) => formatCellText(value, i18n.language) || t('history.empty');
  return (
    <Drawer open={cell !== null} onClose={onClose} title={title} size="default" destroyOnHidden>
      {history.isLoading ? (
        <Spin />
      ) : !history.data?.length ? (
        <Empty description={t('history.none')} />
      ) : (
        <Timeline
          items={history.data.map((h) => ({
            key: h.luc,
            content: (
              <>
                <Typography.Text strong>
                  {show(h.truoc)} → {show(h.sau)}
                </Typography.Text>
                <br />
                <Typography.Text type="secondary">
                  {dayjs(h.luc).format('DD/MM/YYYY HH:mm')} · {h.nguoiSua ?? '—'}
                </Typography.Text>
                {h.lyDo && (
                  <>
                    <br />
                    <Typography.Text>{t('history.reason', { reason: h.lyDo })}</Typography.Text>
                  </>
                )}
              </>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}
