import { LoadingOutlined, RobotOutlined } from '@ant-design/icons';
import type { Me } from '@hpl/shared/auth/contract';
import { FloatButton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../app/shell/use-is-mobile';
import { withChunkTimeout } from '../../../lib/lazy-page';
import './chat-bot.css';

/** The chat window, its request code and the contract's schemas: loaded on the first click, not with every page. */
const ChatBotWidget = lazy(() =>
  withChunkTimeout(import('./chat-bot-widget')).then((m) => ({ default: m.ChatBotWidget })),
);

/**
 * The chatbot's floating button (bottom right) as the signed-in frame shows it: the same button as the widget's, in
 * a chunk of its own; the first click loads the widget and opens it.
 */
export function ChatBotLauncher({ me }: { me: Me }) {
  const { t } = useTranslation('chat-bot');
  const [wanted, setWanted] = useState(false);
  const isMobile = useIsMobile();
  // The same place as the widget's button; on a phone, in its bar (see chat-bot-widget.tsx).
  const button = (loading: boolean) => (
    <>
      {isMobile && <div className="chat-bot-dock" />}
      <FloatButton
        className="chat-bot-float"
        icon={loading ? <LoadingOutlined /> : <RobotOutlined />}
        type="primary"
        tooltip={t('open')}
        aria-label={t('open')}
        onClick={() => setWanted(true)}
        style={isMobile ? { insetInlineEnd: 16, insetBlockEnd: 12 } : { insetInlineEnd: 24, insetBlockEnd: 24 }}
      />
    </>
  );
  if (!wanted) return button(false);
  return (
    <Suspense fallback={button(true)}>
      <ChatBotWidget me={me} defaultOpen />
    </Suspense>
  );
}
