import { CHAT_INVOCATIONS, type ChatParticipant, type Conversation } from '@hpl/shared/chat/contract';
import { Badge, Drawer, Empty, Flex, Input, List, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../../components/person-avatar';
import { invokeChat, showConversation } from '../chat-connection';
import { isOnline } from '../chat-logic';
import { useChatStore } from '../chat-store';
import { ConversationView } from './conversation-view';
import './chat.css';

function PersonRow({ person, online, onOpen }: { person: ChatParticipant; online: boolean; onOpen: () => void }) {
  return (
    <List.Item className="chat-row">
      <button type="button" className="chat-row-button" onClick={onOpen}>
        <Badge dot status={online ? 'success' : 'default'} offset={[-4, 28]}>
          <PersonAvatar photo={person.photo} name={person.name} />
        </Badge>
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text ellipsis>{person.name}</Typography.Text>
          {person.department && (
            <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
              {person.department}
            </Typography.Text>
          )}
        </Flex>
      </button>
    </List.Item>
  );
}

function ConversationRow({ conversation }: { conversation: Conversation }) {
  const last = conversation.chatMessages.at(-1);
  return (
    <List.Item className="chat-row">
      <button
        type="button"
        className="chat-row-button"
        data-conversation-id={conversation.id}
        onClick={() => showConversation(conversation.id)}
      >
        <Badge dot status={conversation.online ? 'success' : 'default'} offset={[-4, 28]}>
          <PersonAvatar photo={conversation.participants[0]?.photo ?? null} name={conversation.title} />
        </Badge>
        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text strong={conversation.totalUnSeenChatMessages > 0} ellipsis>
            {conversation.title}
          </Typography.Text>
          {last && (
            <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
              {last.content || last.fileName || '📷'}
            </Typography.Text>
          )}
        </Flex>
        <Badge count={conversation.totalUnSeenChatMessages} className="chat-unseen" />
      </button>
    </List.Item>
  );
}

/**
 * The chat drawer titled Onlines (spec §2): conversations with online dots and unseen counts, contact search,
 * supporters, and for Admin everyone online now; a conversation opens in place.
 */
export function ChatDrawer({ open, onClose, isAdmin }: { open: boolean; onClose: () => void; isAdmin: boolean }) {
  const { t } = useTranslation('chat');
  const status = useChatStore((s) => s.status);
  const data = useChatStore((s) => s.data);
  const soundCount = useChatStore((s) => s.soundCount);
  const setDrawerOpen = useChatStore((s) => s.setDrawerOpen);
  const [search, setSearch] = useState('');
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const current = data.conversations.find((c) => c.id === data.openId);

  useEffect(() => {
    setDrawerOpen(open);
    if (open && current && current.totalUnSeenChatMessages > 0) showConversation(current.id);
  }, [open, setDrawerOpen, current]);

  function onSearch(value: string) {
    setSearch(value);
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => void invokeChat(CHAT_INVOCATIONS.contacts, value.trim()), 300);
  }

  async function talkTo(person: ChatParticipant) {
    await invokeChat(CHAT_INVOCATIONS.addOrOpen, { participants: [{ account: person.account }] });
  }

  const statusTag =
    status === 'connected' ? null : (
      <Tag color={status === 'reconnecting' ? 'warning' : 'processing'} className="chat-status">
        {t(status === 'reconnecting' ? 'reconnecting' : 'connecting')}
      </Tag>
    );

  return (
    <Drawer
      title={
        <Flex align="center" gap="small">
          Onlines {statusTag}
        </Flex>
      }
      open={open}
      onClose={onClose}
      size={Math.min(380, typeof window === 'undefined' ? 380 : window.innerWidth)}
      className="chat-drawer"
      styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
    >
      <div className="chat-root" data-status={status} data-sound-count={soundCount}>
        {current ? (
          <ConversationView conversation={current} onBack={() => showConversation(null)} />
        ) : (
          <div className="chat-lists">
            <Input.Search
              allowClear
              value={search}
              onChange={(e) => onSearch(e.target.value)}
              placeholder={t('search')}
              aria-label={t('search')}
              className="chat-search"
            />
            {search.trim() ? (
              <section aria-label={t('contacts')}>
                <Typography.Title level={5}>{t('contacts')}</Typography.Title>
                <List
                  dataSource={data.contacts}
                  locale={{ emptyText: t('noContacts') }}
                  renderItem={(p) => (
                    <PersonRow person={p} online={isOnline(data, p.account)} onOpen={() => void talkTo(p)} />
                  )}
                />
              </section>
            ) : (
              <>
                <section aria-label={t('conversations')}>
                  <Typography.Title level={5}>{t('conversations')}</Typography.Title>
                  {data.conversations.length === 0 ? (
                    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noConversations')} />
                  ) : (
                    <List dataSource={data.conversations} renderItem={(c) => <ConversationRow conversation={c} />} />
                  )}
                </section>
                {data.supporters.length > 0 && (
                  <section aria-label={t('supporters')}>
                    <Typography.Title level={5}>{t('supporters')}</Typography.Title>
                    <List
                      dataSource={data.supporters}
                      renderItem={(p) => (
                        <PersonRow person={p} online={isOnline(data, p.account)} onOpen={() => void talkTo(p)} />
                      )}
                    />
                  </section>
                )}
                {isAdmin && (
                  <section aria-label={t('onlineNow')}>
                    <Typography.Title level={5}>
                      {t('onlineNow')} ({data.onlineAdmin.length})
                    </Typography.Title>
                    <List
                      dataSource={data.onlineAdmin.filter((p) => p.account !== data.me)}
                      renderItem={(p) => (
                        <PersonRow
                          person={{
                            account: p.account,
                            name: p.name,
                            photo: p.profilePicture,
                            isCreator: false,
                            dateOfBirth: null,
                            department: null,
                            email: null,
                            phoneNumber: null,
                          }}
                          online
                          onOpen={() =>
                            void invokeChat(CHAT_INVOCATIONS.addOrOpen, { participants: [{ account: p.account }] })
                          }
                        />
                      )}
                    />
                  </section>
                )}
              </>
            )}
          </div>
        )}
      </div>
    </Drawer>
  );
}
