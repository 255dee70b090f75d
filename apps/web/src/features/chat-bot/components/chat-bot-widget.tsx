import { DeleteOutlined, RobotOutlined, SendOutlined, StopOutlined } from '@ant-design/icons';
import type { Me } from '@hpl/shared/auth/contract';
import { CHATBOT_MESSAGE_MAX, type ChatBotTopic, chatBotTopicsFor } from '@hpl/shared/chat-bot/contract';
import { App, Button, Drawer, Dropdown, Empty, Flex, FloatButton, Input, Segmented, Typography } from 'antd';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsMobile } from '../../../app/shell/use-is-mobile';
import { useFormat } from '../../../lib/format';
import { useAskChatBot } from '../api/ask-chat-bot';
import { AnswerSources } from './answer-sources';
import { type ChatBotMessage, clearHistory, loadHistory, saveHistory } from './chat-history';
import { PassageModal } from './passage-modal';
import { useReveal } from './use-reveal';
import './chat-bot.css';

/** Spec §4: the chat area follows new messages when the reader is within 25 px of the bottom. */
const AUTO_SCROLL_PX = 25;

/**
 * The floating regulations chatbot (spec §2, §4, §5, §6): bottom-right button for Admin, GiaoVien and HocSinh; topics
 * by role; the reply revealed at 15 ms per character with Stop; history per topic in browser storage.
 */
export function ChatBotWidget({ me, defaultOpen = false }: { me: Me; defaultOpen?: boolean }) {
  const { t } = useTranslation('chat-bot');
  const format = useFormat();
  const { modal } = App.useApp();
  const isMobile = useIsMobile();
  const topics = useMemo(() => chatBotTopicsFor(me), [me]);
  const [open, setOpen] = useState(defaultOpen);
  const [topic, setTopic] = useState<ChatBotTopic>(topics[0] ?? 4);
  const [messages, setMessages] = useState<ChatBotMessage[]>(() => loadHistory(me.user.username));
  const [draft, setDraft] = useState('');
  const [sourceId, setSourceId] = useState<number | null>(null);
  const ask = useAskChatBot();
  const reveal = useReveal();
  const logRef = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);

  const shown = messages.filter((m) => m.domainId === topic);
  const isAdmin = me.roles.includes('Admin');

  useEffect(() => saveHistory(me.user.username, messages), [me.user.username, messages]);

  // Follows the conversation (and the reply being revealed) unless the reader scrolled up.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run whenever the visible text grows
  useEffect(() => {
    const log = logRef.current;
    if (log && nearBottom.current) log.scrollTop = log.scrollHeight;
  }, [shown.length, ask.isPending, reveal.length, reveal.key, open]);

  const add = (message: ChatBotMessage) => setMessages((all) => [...all, message]);

  const send = async () => {
    const text = draft.trim();
    if (!text || ask.isPending) return;
    reveal.stop();
    nearBottom.current = true;
    const domainId = topic;
    add({ message: text, isHuman: true, domainId, timestamp: Date.now() });
    setDraft('');
    let reply: ChatBotMessage;
    try {
      const answer = await ask.mutateAsync({ linhVuc: domainId, message: text, sub: String(me.user.id) });
      reply = answer.response.trim()
        ? { message: answer.response, isHuman: false, domainId, timestamp: Date.now(), sources: answer.sources }
        : { message: t('unavailable'), isHuman: false, domainId, timestamp: Date.now() };
    } catch {
      reply = { message: t('unavailable'), isHuman: false, domainId, timestamp: Date.now() };
    }
    add(reply);
    reveal.start(reply.timestamp, reply.message);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const confirmClear = (scope: number | null) =>
    modal.confirm({
      title: t('clear.confirm'),
      content: scope === null ? t('clear.allTopics') : t('clear.oneTopic', { topic: t(`topic.${scope}`) }),
      okText: t('clear.ok'),
      okButtonProps: { danger: true },
      cancelText: t('clear.cancel'),
      onOk: () => {
        reveal.stop();
        setMessages((all) => clearHistory(all, scope));
      },
    });

  const composing = ask.isPending;
  const revealingKey = reveal.key;

  return (
    <>
      {/* On a phone the button sits in a bar of its own: the page scrolls behind the bar, so the button never
          covers a cell, a comment icon or a card (the content keeps 88 px of room below it to scroll clear). */}
      {isMobile && <div className="chat-bot-dock" />}
      <FloatButton
        className="chat-bot-float"
        icon={<RobotOutlined />}
        type="primary"
        tooltip={t('open')}
        aria-label={t('open')}
        onClick={() => setOpen(true)}
        style={isMobile ? { insetInlineEnd: 16, insetBlockEnd: 12 } : { insetInlineEnd: 24, insetBlockEnd: 24 }}
      />
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        size={isMobile ? '100%' : 420}
        title={t('title')}
        styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
        extra={
          <Dropdown
            trigger={['click']}
            disabled={shown.length === 0}
            menu={{
              items: [
                { key: 'topic', label: t('clear.thisTopic'), onClick: () => confirmClear(topic) },
                { key: 'all', label: t('clear.everything'), onClick: () => confirmClear(null) },
              ],
            }}
          >
            <Button icon={<DeleteOutlined />} disabled={shown.length === 0} aria-label={t('clear.button')}>
              {isMobile ? null : t('clear.button')}
            </Button>
          </Dropdown>
        }
      >
        {topics.length > 1 && (
          <div style={{ padding: '8px 12px 0' }}>
            <Segmented
              block
              value={topic}
              onChange={(value) => {
                reveal.stop();
                setTopic(value as ChatBotTopic);
              }}
              options={topics.map((id) => ({ value: id, label: t(`topic.${id}`) }))}
              aria-label={t('topic.label')}
            />
          </div>
        )}
        <div
          ref={logRef}
          className="chatbot-log"
          role="log"
          aria-live="polite"
          aria-label={t('log', { topic: t(`topic.${topic}`) })}
          onScroll={(event) => {
            const el = event.currentTarget;
            nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= AUTO_SCROLL_PX;
          }}
        >
          {shown.length === 0 && !composing && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`empty.${topic}`)} />
          )}
          {shown.map((m) => (
            <div
              key={`${m.timestamp}-${m.isHuman ? 'h' : 'b'}`}
              className={`chatbot-bubble ${m.isHuman ? 'chatbot-bubble-human' : 'chatbot-bubble-bot'}`}
              data-testid={m.isHuman ? 'chatbot-human' : 'chatbot-bot'}
            >
              {m.isHuman ? m.message : reveal.visible(m.timestamp, m.message)}
              {!m.isHuman && revealingKey !== m.timestamp && m.sources && m.sources.length > 0 && (
                <AnswerSources sources={m.sources} onOpen={setSourceId} />
              )}
              <span className="chatbot-time">{format.dateTime(new Date(m.timestamp).toISOString())}</span>
            </div>
          ))}
          {composing && (
            <div className="chatbot-bubble chatbot-bubble-bot chatbot-typing" role="status" aria-label={t('waiting')}>
              <span />
              <span />
              <span />
            </div>
          )}
        </div>
        <Flex vertical gap={8} style={{ padding: 12, borderTop: '1px solid var(--ant-color-split)' }}>
          {revealingKey !== null && (
            <Button size="small" icon={<StopOutlined />} onClick={reveal.stop} style={{ alignSelf: 'center' }}>
              {t('stop')}
            </Button>
          )}
          <Flex gap={8} align="flex-end">
            <Input.TextArea
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              placeholder={t('placeholder')}
              aria-label={t('placeholder')}
              autoSize={{ minRows: 1, maxRows: 4 }}
              maxLength={CHATBOT_MESSAGE_MAX}
            />
            <Button
              type="primary"
              icon={<SendOutlined />}
              onClick={() => void send()}
              disabled={!draft.trim() || composing}
              aria-label={t('send')}
            />
          </Flex>
          {isAdmin && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <Link to="/quanly/taiLieuChatBot" onClick={() => setOpen(false)}>
                {t('manage')}
              </Link>
            </Typography.Text>
          )}
        </Flex>
      </Drawer>
      <PassageModal id={sourceId} onClose={() => setSourceId(null)} />
    </>
  );
}
