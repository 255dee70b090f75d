import { AppError } from '../../lib/errors';

/**
 * Spec §7: the external chatbot service. The portal posts `{ linhVuc, message, sub }` and reads `response`; a
 * timeout, an error status, an unreadable or empty answer all become the service-unavailable message (spec §8).
 */
export const unavailable = () => new AppError(503, 'chatBot.unavailable');

export async function askWebhook(
  url: string,
  body: { linhVuc: number; message: string; sub: string },
  timeoutMs: number,
): Promise<string> {
  let answer: unknown;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw unavailable();
    answer = await response.json();
  } catch {
    throw unavailable();
  }
  const text = (answer as { response?: unknown } | null)?.response;
  if (typeof text !== 'string' || text.trim() === '') throw unavailable();
  return text;
}
