import type { BangHoSo } from '@hpl/shared/tuyen-sinh/contract';
import { Badge, Card, Empty, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The pipeline: a column per status with its count and newest applications; a card opens the application. */
export function PipelineBoard({
  board,
  loading,
  onOpen,
}: {
  board: BangHoSo | undefined;
  loading: boolean;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('tuyen-sinh');
  if (!board) return loading ? <Spin /> : <Empty />;
  return (
    <div className="tuyen-sinh-board" style={{ display: 'flex', gap: 12, overflowX: 'auto', paddingBottom: 8 }}>
      {board.map((column) => (
        <section
          key={column.trangThai}
          aria-label={t('board.columnLabel', { status: t(`status.${column.trangThai}`), count: column.soLuong })}
          style={{ minWidth: 220, flex: '0 0 220px' }}
        >
          <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
            <Typography.Text strong>{t(`status.${column.trangThai}`)}</Typography.Text>
            <Badge count={column.soLuong} showZero color="#1668dc" overflowCount={9999} />
          </Flex>
          <Flex vertical gap={8}>
            {column.items.length === 0 ? (
              <Typography.Text type="secondary">{t('board.empty')}</Typography.Text>
            ) : (
              column.items.map((item) => (
                <Card
                  key={item.id}
                  size="small"
                  hoverable
                  role="button"
                  tabIndex={0}
                  onClick={() => onOpen(item.id)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      onOpen(item.id);
                    }
                  }}
                >
                  <Typography.Text strong>{item.hoTen}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">
                    {item.maHoSo} · {t('grade', { khoi: item.khoi })} · {t(`programme.${item.chuongTrinh}`)}
                  </Typography.Text>
                </Card>
              ))
            )}
            {column.soLuong > column.items.length ? (
              <Typography.Text type="secondary">
                {t('board.more', { count: column.soLuong - column.items.length })}
              </Typography.Text>
            ) : null}
          </Flex>
        </section>
      ))}
    </div>
  );
}
