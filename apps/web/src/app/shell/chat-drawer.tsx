import { Drawer, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** The header chat of spec §2 (Admin only). The staff chat itself is its own issue; until then the drawer says so. */
export function ChatDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Drawer title="Onlines" open={open} onClose={onClose} size={360}>
      <Empty description={t('chat.notYet')} />
    </Drawer>
  );
}
