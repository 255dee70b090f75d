import { ArrowLeftOutlined, CheckOutlined, LoadingOutlined, PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { CHAT_INVOCATIONS, type ChatMessage, type Conversation } from '@hpl/shared/chat/contract';
import { Badge, Button, Flex, Image, Input, Typography } from 'antd';
import { type ClipboardEvent, type DragEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../../components/person-avatar';
import { fetchChatHistory } from '../api/list-chat-history';
import { uploadChatAttachment } from '../api/upload-chat-attachment';
import { invokeChat } from '../chat-connection';
import { addPending, formatChatTime, isNearBottom, prependHistory, settlePending } from '../chat-logic';
import { useChatStore } from '../chat-store';
import { MessageText } from './message-text';

const fileUrl = (id: number) => `/api/medias/files/${id}/download`;

function MessageItem({ message, mine }: { message: ChatMessage; mine: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <div className={`chat-message${mine ? ' chat-message-mine' : ''}`} data-message-id={message.id}>
      {!mine && <PersonAvatar photo={message.creator.profilePicture} name={message.creator.name} size="small" />}
      <div className="chat-bubble">
        {!mine && <div className="chat-author">{message.creator.name}</div>}
        {message.content && <MessageText text={message.content} />}
        {message.photo && <Image src={fileUrl(message.photo)} alt={t('photo')} width={180} className="chat-photo" />}
        {message.file && (
          <div>
            <a href={fileUrl(message.file)} download={message.fileName ?? undefined}>
              <PaperClipOutlined /> {message.fileName ?? t('file')}
            </a>
          </div>
        )}
        <div className="chat-meta">
          <time dateTime={message.createdAt}>{formatChatTime(message.createdAt)}</time>
          {mine &&
            (message.loading ? (
              <LoadingOutlined aria-label={t('sending')} />
            ) : message.viewed ? (
              <span className="chat-viewed" title={t('viewed')}>
                <CheckOutlined />
                <CheckOutlined />
              </span>
            ) : (
              <CheckOutlined title={t('sent')} />
            ))}
        </div>
      </div>
    </div>
  );
}

/** One conversation: messages (older ones load when scrolled to the top), and the box to write, attach or paste. */
export function ConversationView({ conversation, onBack }: { conversation: Conversation; onBack: () => void }) {
  const { t } = useTranslation('chat');
  const me = useChatStore((s) => s.data.me);
  const update = useChatStore((s) => s.update);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [hasMore, setHasMore] = useState(true);
  const list = useRef<HTMLDivElement>(null);
  const follow = useRef(true);
  const fileInput = useRef<HTMLInputElement>(null);
  const messages = conversation.chatMessages;
  const lastId = messages.at(-1)?.id;

  // Spec §4: follow new messages only when the reader was within 25 px of the bottom.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest message changes.
  useLayoutEffect(() => {
    const el = list.current;
    if (el && follow.current) el.scrollTop = el.scrollHeight;
  }, [lastId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new conversation starts at its bottom, with history.
  useEffect(() => {
    follow.current = true;
    setHasMore(true);
  }, [conversation.id]);

  async function loadOlder() {
    const first = messages[0];
    if (!hasMore || !first) return;
    const el = list.current;
    const before = el ? el.scrollHeight - el.scrollTop : 0;
    const page = await fetchChatHistory(conversation.id, first.id).catch(() => null);
    if (!page) return;
    setHasMore(page.hasMore);
    update((data) => prependHistory(data, conversation.id, page.items));
    requestAnimationFrame(() => {
      if (el) el.scrollTop = el.scrollHeight - before;
    });
  }

  function onScroll() {
    const el = list.current;
    if (!el) return;
    follow.current = isNearBottom(el);
    if (el.scrollTop === 0) void loadOlder();
  }

  async function send(payload: { content?: string; photo?: number; file?: number }) {
    follow.current = true;
    const pendingId = -Date.now();
    update((data) =>
      addPending(data, {
        id: pendingId,
        conversationId: conversation.id,
        content: payload.content ?? '',
        photo: payload.photo ?? null,
        file: payload.file ?? null,
        fileName: null,
        creator: { conversationId: conversation.id, account: me ?? '', name: '', profilePicture: null },
        createdAt: new Date().toISOString(),
        loading: true,
        viewed: false,
      }),
    );
    // Spec §8: a failed send is not announced; the pending message just goes away.
    await invokeChat(CHAT_INVOCATIONS.send, { conversationId: conversation.id, content: '', ...payload });
    update((data) => settlePending(data, conversation.id, pendingId));
  }

  async function sendText() {
    const content = text.trim();
    if (!content) return;
    setText('');
    await send({ content });
  }

  async function attach(file: File | null | undefined) {
    if (!file) return;
    setBusy(true);
    const uploaded = await uploadChatAttachment(file).catch(() => null);
    setBusy(false);
    if (uploaded) await send(uploaded.isImage ? { photo: uploaded.id } : { file: uploaded.id });
  }

  function onPaste(event: ClipboardEvent) {
    const image = [...event.clipboardData.files].find((f) => f.type.startsWith('image/'));
    if (image) {
      event.preventDefault();
      void attach(image);
    }
  }

  function onDrop(event: DragEvent) {
    const file = event.dataTransfer.files[0];
    if (file) {
      event.preventDefault();
      void attach(file);
    }
  }

  return (
    <Flex vertical className="chat-conversation" onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
      <Flex align="center" gap="small" className="chat-conversation-header">
        <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('back')} onClick={onBack} />
        <Badge dot status={conversation.online ? 'success' : 'default'} offset={[-4, 28]}>
          <PersonAvatar photo={conversation.participants[0]?.photo ?? null} name={conversation.title} />
        </Badge>
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis>
            {conversation.title}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {conversation.online ? t('online') : t('offline')}
          </Typography.Text>
        </Flex>
      </Flex>
      <div className="chat-messages" ref={list} onScroll={onScroll} aria-live="polite">
        {messages.length === 0 && <Typography.Text type="secondary">{t('empty')}</Typography.Text>}
        {messages.map((m) => (
          <MessageItem key={m.id} message={m} mine={m.creator.account.toLowerCase() === me?.toLowerCase()} />
        ))}
      </div>
      <Flex gap={4} align="end" className="chat-compose">
        <Button icon={<PaperClipOutlined />} aria-label={t('attach')} onClick={() => fileInput.current?.click()} />
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/webp,application/pdf"
          hidden
          onChange={(e) => {
            void attach(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Input.TextArea
          value={text}
          onChange={(e) => setText(e.target.value)}
          onPaste={onPaste}
          onPressEnter={(e) => {
            if (!e.shiftKey) {
              e.preventDefault();
              void sendText();
            }
          }}
          autoSize={{ minRows: 1, maxRows: 4 }}
          maxLength={4000}
          placeholder={t('placeholder')}
          aria-label={t('placeholder')}
        />
        <Button
          type="primary"
          icon={<SendOutlined />}
          aria-label={t('send')}
          loading={busy}
          onClick={() => void sendText()}
        />
      </Flex>
    </Flex>
  );
}
