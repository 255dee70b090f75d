import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const en = (namespace: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, 'en', `${namespace}.json`), 'utf8')) as Record<string, string>;

describe('English mode', () => {
  it('names the grade levels in English only, without the Vietnamese in parentheses', () => {
    const levels = Object.entries(en('diem-vn')).filter(([key]) => key.startsWith('level.'));
    expect(levels.length).toBeGreaterThanOrEqual(4);
    for (const [key, value] of levels) expect(value, key).not.toMatch(/[()]|Tốt|Khá|Đạt/);
  });

  it("writes the chatbot's times with the interface's date formatter, not a fixed Vietnamese pattern", () => {
    const widget = readFileSync(
      path.resolve(__dirname, '..', 'features', 'chat-bot', 'components', 'chat-bot-widget.tsx'),
      'utf8',
    );
    expect(widget).not.toContain('[thg]');
    expect(widget).toContain('format.dateTime(');
  });
});
