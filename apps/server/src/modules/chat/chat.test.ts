import { type ChatMessage, type Conversation, CHAT_INVOCATIONS as I, CHAT_PUSHES as P } from '@hpl/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatClient, connectChat, urlOf } from '../../../test/support/chat-client';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { multipartBody } from '../../../test/support/test-files';
import { taiKhoan } from '../../db/schema';
import { publishNotifications } from '../notifications';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

let t: TestApp;
let url: string;
const open: ChatClient[] = [];
const ids = new Map<string, number>();

async function connect(username: string, lang = 'en') {
  const client = await connectChat(url, { cookie: await t.cookieFor(username), lang });
  open.push(client);
  return client;
}

async function upload(as: string, name: string, type: string, data: Buffer) {
  const { body, headers } = multipartBody([{ name, type, data }]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/Chat/tepDinhKem',
    headers: { ...headers, cookie: `Authorization=${await t.cookieFor(as)}` },
    payload: body,
  });
  return { status: response.statusCode, body: response.json() };
}

beforeAll(async () => {
  t = await createTestApp({ CHAT_MESSAGES_PER_10S: '5' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = urlOf(t.app.server);
  for (const name of ['admin', 'giaovien', 'gvcn', 'totruong', 'hocsinh']) {
    ids.set(name, (await t.app.sessions.load(await t.cookieFor(name)))!.accountId);
  }
});

afterAll(async () => {
  for (const client of open) client.close();
  await t?.close();
});

describe('chat hub handshake', () => {
  it('refuses a socket without a session', async () => {
    await expect(connectChat(url)).rejects.toThrow(/unauthenticated/);
  });

  it('refuses a socket from a foreign Origin, even with a valid session', async () => {
    const cookie = await t.cookieFor('admin');
    await expect(connectChat(url, { cookie, origin: 'http://evil.example' })).rejects.toThrow();
  });

  it('refuses students (the chat is for staff)', async () => {
    await expect(connectChat(url, { cookie: await t.cookieFor('hocsinh') })).rejects.toThrow(/forbidden/);
  });

  it('sends conversations, contacts, supporters, total unseen and who is online on connect; the admin list to Admin only', async () => {
    const admin = await connect('admin');
    await admin.waitFor(P.conversations);
    const contacts = await admin.waitFor<{ account: string }[]>(P.contacts);
    expect(contacts.some((c) => c.account === 'giaovien')).toBe(true);
    expect(contacts.some((c) => c.account === 'hocsinh')).toBe(false);
    await admin.waitFor(P.supporterContacts);
    expect(await admin.waitFor(P.totalUnseen)).toBe(0);
    await admin.waitFor(P.usersOnline);
    const onlineAdmin = await admin.waitFor<{ account: string }[]>(P.usersOnlineAdmin);
    expect(onlineAdmin.map((p) => p.account)).toContain('admin');

    const teacher = await connect('totruong');
    await teacher.waitFor(P.usersOnline);
    await new Promise((r) => setTimeout(r, 100));
    expect(teacher.pushes.some((p) => p.event === P.usersOnlineAdmin)).toBe(false);
    teacher.close();
    admin.close();
  });
});

describe('presence', () => {
  it('announces online once for two tabs and offline when the last tab closes', async () => {
    const admin = await connect('admin');
    await admin.waitFor(P.usersOnlineAdmin);
    const from = admin.pushes.length;
    const tab1 = await connect('gvcn');
    const online = await admin.waitFor<{ account: string }>(P.userOnline, (p) => p.account === 'gvcn', from);
    expect(online).toMatchObject({ account: 'gvcn', id: ids.get('gvcn') });
    const tab2 = await connect('gvcn');
    await tab2.waitFor(P.usersOnline);
    expect(
      admin.pushes
        .slice(from)
        .filter((p) => p.event === P.userOnline && (p.payload as { account: string }).account === 'gvcn'),
    ).toHaveLength(1);
    tab1.close();
    await new Promise((r) => setTimeout(r, 150));
    expect(admin.pushes.slice(from).some((p) => p.event === P.userOffline)).toBe(false);
    tab2.close();
    await admin.waitFor<{ account: string }>(P.userOffline, (p) => p.account === 'gvcn', from);
    admin.close();
  });
});

describe('conversations and messages', () => {
  let admin: ChatClient;
  let teacher: ChatClient;
  let conversation: Conversation;

  beforeAll(async () => {
    admin = await connect('admin');
    teacher = await connect('giaovien');
    await admin.waitFor(P.usersOnline);
    await teacher.waitFor(P.usersOnline);
  });

  it('AddOrOpenConversation creates a one-to-one conversation once and reuses it', async () => {
    const first = await admin.invoke<Conversation>(I.addOrOpen, { participants: [{ account: 'giaovien' }] });
    expect(first.succeeded).toBe(true);
    conversation = first.data!;
    expect(conversation.participants.map((p) => p.account)).toEqual(['giaovien']);
    expect(conversation.online).toBe(true);
    await admin.waitFor<Conversation>(P.addOrOpen, (c) => c.id === conversation.id);
    const again = await teacher.invoke<Conversation>(I.addOrOpen, { participants: [{ account: 'ADMIN' }] });
    expect(again.data!.id).toBe(conversation.id);
    const byId = await admin.invoke<Conversation>(I.addOrOpen, {
      id: conversation.id,
      participants: [{ account: 'x' }],
    });
    expect(byId.data!.id).toBe(conversation.id);
  });

  it('SendMessage stores the message, acknowledges it, pushes it to both and counts it unseen for the other', async () => {
    const from = teacher.pushes.length;
    const sent = await admin.invoke<ChatMessage>(I.send, { conversationId: conversation.id, content: 'Xin chào' });
    expect(sent.succeeded).toBe(true);
    expect(sent.data).toMatchObject({ content: 'Xin chào', conversationId: conversation.id, viewed: false });
    expect(sent.data!.creator.account).toBe('admin');
    const pushed = await teacher.waitFor<ChatMessage>(P.newMessage, (m) => m.id === sent.data!.id, from);
    expect(pushed.content).toBe('Xin chào');
    await admin.waitFor<ChatMessage>(P.newMessage, (m) => m.id === sent.data!.id);
    expect(await teacher.waitFor<number>(P.totalUnseen, (n) => n === 1, from)).toBe(1);

    const history = await t.api<{ items: ChatMessage[]; hasMore: boolean }>(
      'GET',
      `/api/Chat/hoiThoai/${conversation.id}/tinNhan`,
      { as: 'giaovien' },
    );
    expect(history.status).toBe(200);
    expect(history.body.data.items.map((m) => m.id)).toContain(sent.data!.id);
  });

  it('a reconnecting participant gets the conversation with its unseen count', async () => {
    const again = await connect('giaovien');
    const list = await again.waitFor<Conversation[]>(P.conversations);
    const mine = list.find((c) => c.id === conversation.id)!;
    expect(mine.totalUnSeenChatMessages).toBe(1);
    expect(mine.chatMessages.at(-1)!.content).toBe('Xin chào');
    again.close();
  });

  it('MarkSeenChatMessage zeroes the unseen count, tells the reader tabs and the sender (viewed)', async () => {
    const last = (
      await t.api<{ items: ChatMessage[] }>('GET', `/api/Chat/hoiThoai/${conversation.id}/tinNhan`, { as: 'giaovien' })
    ).body.data.items.at(-1)!;
    const adminFrom = admin.pushes.length;
    const teacherFrom = teacher.pushes.length;
    const seen = await teacher.invoke<number>(I.markSeen, last.id);
    expect(seen).toEqual({ succeeded: true, data: 0 });
    expect(await teacher.waitFor<number>(P.totalUnseen, () => true, teacherFrom)).toBe(0);
    expect(await admin.waitFor(P.seen, () => true, adminFrom)).toEqual({
      conversationId: conversation.id,
      account: 'giaovien',
      messageId: last.id,
    });
    const page = await t.api<{ items: ChatMessage[] }>('GET', `/api/Chat/hoiThoai/${conversation.id}/tinNhan`, {
      as: 'admin',
    });
    expect(page.body.data.items.at(-1)!.viewed).toBe(true);
  });

  it('pages older messages by id', async () => {
    for (let i = 0; i < 3; i++) await teacher.invoke(I.send, { conversationId: conversation.id, content: `m${i}` });
    const newest = await t.api<{ items: ChatMessage[]; hasMore: boolean }>(
      'GET',
      `/api/Chat/hoiThoai/${conversation.id}/tinNhan?pageSize=2`,
      { as: 'admin' },
    );
    expect(newest.body.data.items.map((m) => m.content)).toEqual(['m1', 'm2']);
    expect(newest.body.data.hasMore).toBe(true);
    const older = await t.api<{ items: ChatMessage[]; hasMore: boolean }>(
      'GET',
      `/api/Chat/hoiThoai/${conversation.id}/tinNhan?pageSize=2&beforeId=${newest.body.data.items[0]!.id}`,
      { as: 'admin' },
    );
    expect(older.body.data.items.map((m) => m.content)).toEqual(['Xin chào', 'm0']);
  });

  it('a non-participant can neither read nor post nor mark seen', async () => {
    const outsider = await connect('totruong');
    const post = await outsider.invoke(I.send, { conversationId: conversation.id, content: 'hi' });
    expect(post.succeeded).toBe(false);
    const open = await outsider.invoke(I.addOrOpen, { id: conversation.id, participants: [{ account: 'admin' }] });
    expect(open.succeeded).toBe(false);
    const history = await t.api('GET', `/api/Chat/hoiThoai/${conversation.id}/tinNhan`, { as: 'totruong' });
    expect(history.status).toBe(404);
    expect((await t.api('GET', `/api/Chat/hoiThoai/${conversation.id}`, { as: 'totruong' })).status).toBe(404);
    const last = (
      await t.api<{ items: ChatMessage[] }>('GET', `/api/Chat/hoiThoai/${conversation.id}/tinNhan`, { as: 'admin' })
    ).body.data.items.at(-1)!;
    expect((await outsider.invoke(I.markSeen, last.id)).succeeded).toBe(false);
    outsider.close();
  });

  it('refuses bad payloads with readable errors and survives invocations without an acknowledgement', async () => {
    const bad = [
      [I.send, { conversationId: 'x', content: 'a' }],
      [I.send, { conversationId: conversation.id, content: '' }],
      [I.send, { conversationId: conversation.id, content: 'a\u0000b' }],
      [I.send, { conversationId: conversation.id, content: 'x'.repeat(4001) }],
      [I.send, { conversationId: 2 ** 40, content: 'a' }],
      [I.send, null],
      [I.addOrOpen, { participants: [] }],
      [I.addOrOpen, { participants: [{ account: 'nobody-here' }] }],
      [I.addOrOpen, 'x'],
      [I.markSeen, -1],
      [I.markSeen, 'x'],
      [I.contacts, 'x'.repeat(101)],
      [I.contacts, { search: 1 }],
    ] as const;
    for (const [event, payload] of bad) {
      const answer = await admin.invoke(event, payload);
      expect(answer.succeeded, `${event} ${JSON.stringify(payload)?.slice(0, 40)}`).toBe(false);
      expect(answer.errors!.length).toBeGreaterThan(0);
    }
    admin.socket.emit(I.send, { conversationId: conversation.id, content: 'no ack' });
    expect((await admin.invoke(I.contacts, '')).succeeded).toBe(true);
  });

  it('GetContacts searches accent-insensitively and pushes PushContacts', async () => {
    const from = admin.pushes.length;
    const answer = await admin.invoke<{ account: string; name: string }[]>(I.contacts, 'giaovien');
    expect(answer.data!.map((c) => c.account)).toContain('giaovien');
    await admin.waitFor(P.contacts, () => true, from);
  });

  it('sends a photo and a PDF uploaded first; refuses foreign files, wrong types and oversize files', async () => {
    const photo = await upload('admin', 'a.png', 'image/png', PNG);
    expect(photo.status).toBe(200);
    expect(photo.body.data).toMatchObject({ isImage: true, mimeType: 'image/png' });
    const pdf = await upload('admin', 'a.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%%EOF'));
    expect(pdf.body.data.isImage).toBe(false);
    const sent = await admin.invoke<ChatMessage>(I.send, {
      conversationId: conversation.id,
      content: '',
      photo: photo.body.data.id,
      file: pdf.body.data.id,
    });
    expect(sent.data).toMatchObject({ photo: photo.body.data.id, file: pdf.body.data.id, fileName: 'a.pdf' });
    const asPhoto = await admin.invoke(I.send, { conversationId: conversation.id, photo: pdf.body.data.id });
    expect(asPhoto.succeeded).toBe(false);

    expect((await upload('admin', 'x.png', 'image/png', Buffer.from('<script>alert(1)</script>'))).status).toBe(400);
    expect((await upload('admin', 'big.png', 'image/png', Buffer.alloc(10 * 1024 * 1024 + 1))).status).toBe(413);
    const foreign = await upload('totruong', 'b.png', 'image/png', PNG);
    const stolen = await admin.invoke(I.send, { conversationId: conversation.id, photo: foreign.body.data.id });
    expect(stolen.succeeded).toBe(false);

    const download = (as: string) => t.api('GET', `/api/medias/files/${photo.body.data.id}/download`, { as });
    expect((await download('giaovien')).status).toBe(200);
    expect((await download('totruong')).status).toBe(404);
  });

  it('rate-limits a flood of messages per user', async () => {
    const flooder = await connect('gvcn');
    const talk = (await flooder.invoke<Conversation>(I.addOrOpen, { participants: [{ account: 'admin' }] })).data!;
    const answers = [];
    for (let i = 0; i < 7; i++)
      answers.push(await flooder.invoke(I.send, { conversationId: talk.id, content: `f${i}` }));
    expect(answers.filter((a) => a.succeeded)).toHaveLength(5);
    expect(answers.at(-1)!.errors![0]).toMatch(/too fast/);
    flooder.close();
  });
});

describe('the connection follows the session and carries notifications', () => {
  it('pushes PushNotification to the recipients of a published notification', async () => {
    const client = await connect('totruong');
    await client.waitFor(P.usersOnline);
    publishNotifications([ids.get('totruong')!]);
    await client.waitFor(P.notification);
    client.close();
  });

  it('closes the sockets of a session that signs out, and of an account whose sessions end', async () => {
    const cookie = await t.app.sessions.create(ids.get('totruong')!, {}, new Date(Date.now() + 600_000));
    const client = await connectChat(url, { cookie });
    open.push(client);
    const closed = new Promise((resolve) => client.socket.once('disconnect', resolve));
    const user = await t.app.sessions.load(cookie);
    await t.app.sessions.destroy(user!.sessionId);
    await closed;

    const other = await t.app.sessions.create(ids.get('totruong')!, {}, new Date(Date.now() + 600_000));
    const second = await connectChat(url, { cookie: other });
    open.push(second);
    const gone = new Promise((resolve) => second.socket.once('disconnect', resolve));
    await t.app.sessions.destroyAllOf(ids.get('totruong')!);
    await gone;
    await expect(connectChat(url, { cookie: other })).rejects.toThrow(/unauthenticated/);
  });

  it('lists supporters set by Admin to the others; only Admin sets them', async () => {
    expect((await t.api('PUT', '/api/Chat/hoTro', { as: 'giaovien', body: { accounts: ['giaovien'] } })).status).toBe(
      403,
    );
    expect((await t.api('PUT', '/api/Chat/hoTro', { as: 'admin', body: { accounts: ['nobody'] } })).status).toBe(400);
    // Those connected already are told at once: the others get the list, the supporter the list without itself.
    const before = await connect('gvcn');
    const supporter = await connect('giaovien');
    await before.waitFor(P.usersOnline);
    await supporter.waitFor(P.usersOnline);
    const [fromBefore, fromSupporter] = [before.pushes.length, supporter.pushes.length];
    const set = await t.api('PUT', '/api/Chat/hoTro', { as: 'admin', body: { accounts: ['giaovien'] } });
    expect(set.body.data).toEqual({ accounts: ['giaovien'] });
    const told = await before.waitFor<{ account: string }[]>(P.supporterContacts, undefined, fromBefore);
    expect(told.map((s) => s.account)).toEqual(['giaovien']);
    expect(await before.waitFor<string[]>(P.usersOnline, (names) => names.includes('giaovien'), fromBefore)).toEqual([
      'giaovien',
    ]);
    expect(await supporter.waitFor(P.supporterContacts, undefined, fromSupporter)).toEqual([]);
    before.close();
    supporter.close();
    const client = await connect('gvcn');
    const supporters = await client.waitFor<{ account: string }[]>(P.supporterContacts);
    expect(supporters.map((s) => s.account)).toEqual(['giaovien']);
    expect((await t.api('GET', '/api/Chat/hoTro', { as: 'gvcn' })).body.data).toEqual({ accounts: ['giaovien'] });
    client.close();
  });
});

describe('presence reaches the accounts that watch, not everyone', () => {
  it('only Admin and the accounts that show someone (contacts, searched, conversation partners) hear of them', async () => {
    // Thirty staff that sort first fill every contact list, so the two outsiders are nobody's contacts.
    await t.app.db.insert(taiKhoan).values([
      ...Array.from({ length: 30 }, (_, i) => ({
        username: `aaa_${String(i).padStart(2, '0')}`,
        roles: ['GiaoVien'],
      })),
      { username: 'zzz_outsider', roles: ['GiaoVien'] },
      { username: 'zzz_partner', roles: ['GiaoVien'] },
    ]);
    const admin = await connect('admin');
    await admin.waitFor(P.usersOnlineAdmin);
    const teacher = await connect('giaovien');
    const contacts = await teacher.waitFor<{ account: string }[]>(P.contacts);
    expect(contacts.map((c) => c.account)).not.toContain('zzz_outsider');
    await teacher.waitFor(P.usersOnline);
    const from = teacher.pushes.length;
    const isAbout = (account: string) => (p: { event: string; payload: unknown }) =>
      (p.event === P.userOnline || p.event === P.userOffline) && (p.payload as { account: string }).account === account;

    const outsider = await connect('zzz_outsider');
    await admin.waitFor<{ account: string }>(P.userOnline, (p) => p.account === 'zzz_outsider');
    await new Promise((r) => setTimeout(r, 150));
    expect(teacher.pushes.slice(from).some(isAbout('zzz_outsider'))).toBe(false);

    // Once the teacher's search shows the outsider, the teacher hears when they leave.
    await teacher.invoke(I.contacts, 'zzz_outsider');
    outsider.close();
    await teacher.waitFor<{ account: string }>(P.userOffline, (p) => p.account === 'zzz_outsider', from);

    // A conversation opened by the other side makes both watch each other, on every tab.
    const partner = await connect('zzz_partner');
    await partner.waitFor(P.usersOnline);
    await new Promise((r) => setTimeout(r, 150));
    expect(teacher.pushes.slice(from).some(isAbout('zzz_partner'))).toBe(false);
    await partner.invoke(I.addOrOpen, { participants: [{ account: 'giaovien' }] });
    partner.close();
    await teacher.waitFor<{ account: string }>(P.userOffline, (p) => p.account === 'zzz_partner', from);
    teacher.close();
    admin.close();
  });
});

describe('shutdown', () => {
  it('closes the server while sockets are connected: they are told and the close does not hang', async () => {
    const other = await createTestApp();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const client = await connectChat(urlOf(other.app.server), { cookie: await other.cookieFor('giaovien') });
    await client.waitFor(P.usersOnline);
    const closed = new Promise((resolve) => client.socket.once('disconnect', resolve));
    await other.close();
    await closed;
    expect(client.socket.connected).toBe(false);
  });
});
