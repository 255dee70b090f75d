import { CHATBOT_STREAM_MS_PER_CHAR } from '@hpl/shared/chat-bot/contract';
import { useCallback, useEffect, useState } from 'react';

/**
 * Spec §4, §9: a reply is revealed one character every 15 ms; Stop shows the whole text at once. Tracks one
 * message (by its timestamp) at a time.
 */
export function useReveal() {
  const [revealing, setRevealing] = useState<{ key: number; length: number; total: number } | null>(null);

  useEffect(() => {
    if (!revealing) return;
    if (revealing.length >= revealing.total) {
      setRevealing(null);
      return;
    }
    const timer = setTimeout(
      () => setRevealing((r) => (r ? { ...r, length: r.length + 1 } : r)),
      CHATBOT_STREAM_MS_PER_CHAR,
    );
    return () => clearTimeout(timer);
  }, [revealing]);

  return {
    /** The key of the message being revealed, or null. */
    key: revealing?.key ?? null,
    /** Characters shown so far of the message being revealed. */
    length: revealing?.length ?? 0,
    start: useCallback((key: number, text: string) => setRevealing({ key, length: 0, total: text.length }), []),
    stop: useCallback(() => setRevealing(null), []),
    /** The part of a message to show now. */
    visible: (key: number, text: string) => (revealing?.key === key ? text.slice(0, revealing.length) : text),
  };
}
