import { beforeEach, describe, expect, it } from 'vitest';
import { CHATBOT_STORAGE_KEY, clearHistory, loadHistory, saveHistory } from './chat-history';

const message = (domainId: number, isHuman: boolean, timestamp: number) => ({
  message: `m${timestamp}`,
  isHuman,
  domainId,
  timestamp,
});

describe('chatbot history in browser storage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps { message, isHuman, domainId, timestamp } under one key, for its owner only', () => {
    saveHistory('hocsinh', [message(6, true, 1), message(6, false, 2), message(4, true, 3)]);
    expect(Object.keys(localStorage)).toEqual([CHATBOT_STORAGE_KEY]);
    expect(loadHistory('hocsinh')).toEqual([message(6, true, 1), message(6, false, 2), message(4, true, 3)]);
    expect(loadHistory('giaovien')).toEqual([]);
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem(CHATBOT_STORAGE_KEY, '{not json');
    expect(loadHistory('hocsinh')).toEqual([]);
    localStorage.setItem(
      CHATBOT_STORAGE_KEY,
      JSON.stringify({ owner: 'hocsinh', messages: [{ message: 1 }, message(4, true, 5)] }),
    );
    expect(loadHistory('hocsinh')).toEqual([message(4, true, 5)]);
  });

  it('clears one topic or all of them', () => {
    const all = [message(6, true, 1), message(4, true, 2)];
    expect(clearHistory(all, 6)).toEqual([message(4, true, 2)]);
    expect(clearHistory(all, null)).toEqual([]);
  });
});
