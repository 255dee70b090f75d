import { describe, expect, it } from 'vitest';
import { chatBotTopicsFor, mayUseChatBot, mayUseTopic, zChatBotRequest } from './contract';

const user = (...roles: string[]) => ({ roles, permissions: [] });

describe('chatbot topics by role (spec §6)', () => {
  it('gives topic 1 only to GiaoVien, 6 only to HocSinh and 4 to everyone who may use the chatbot', () => {
    expect(chatBotTopicsFor(user('GiaoVien'))).toEqual([1, 4]);
    expect(chatBotTopicsFor(user('HocSinh'))).toEqual([4, 6]);
    expect(chatBotTopicsFor(user('Admin'))).toEqual([4]);
    expect(chatBotTopicsFor(user('Admin', 'GiaoVien'))).toEqual([1, 4]);
    expect(chatBotTopicsFor(user('ThanhTra'))).toEqual([]);
    expect(chatBotTopicsFor(user('ChuyenVienTamLy'))).toEqual([]);
  });

  it('never lets a student use topic 1', () => {
    expect(mayUseTopic(user('HocSinh'), 1)).toBe(false);
    expect(mayUseTopic(user('HocSinh'), 6)).toBe(true);
    expect(mayUseTopic(user('GiaoVien'), 6)).toBe(false);
    expect(mayUseChatBot(user('ThanhTra'))).toBe(false);
  });

  it('accepts { linhVuc, message, sub } and refuses other topics and empty messages', () => {
    expect(zChatBotRequest.parse({ linhVuc: 6, message: '  Giờ vào lớp? ', sub: 'x' })).toEqual({
      linhVuc: 6,
      message: 'Giờ vào lớp?',
      sub: 'x',
    });
    expect(zChatBotRequest.safeParse({ linhVuc: 2, message: 'a' }).success).toBe(false);
    expect(zChatBotRequest.safeParse({ linhVuc: 4, message: '   ' }).success).toBe(false);
    expect(zChatBotRequest.safeParse({ linhVuc: 4, message: 'x'.repeat(1001) }).success).toBe(false);
  });
});
