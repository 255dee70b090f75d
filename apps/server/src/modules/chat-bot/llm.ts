import type { Lang } from '@hpl/shared';
import { citationOf } from './answer';
import type { Retrieved } from './retrieval';

/**
 * Optional generation through an OpenAI-compatible chat-completions endpoint (`CHATBOT_LLM_URL`, e.g. a model the
 * school hosts). The model sees only the retrieved passages and is told to answer from them alone and cite them as
 * [1], [2]; the sources of the answer stay the passages it was given. Any failure answers null: the caller then
 * gives the extractive answer.
 */
export interface LlmSettings {
  url: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

const INSTRUCTIONS: Record<Lang, string> = {
  vi:
    'Bạn là trợ lý tra cứu quy định của một trường học. Chỉ trả lời dựa trên các đoạn trích được cung cấp. ' +
    'Sau mỗi ý, ghi nguồn bằng số của đoạn trích trong ngoặc vuông, ví dụ [1]. Nếu các đoạn trích không có câu trả lời, ' +
    'hãy nói rõ là không tìm thấy trong tài liệu, không suy đoán. Trả lời ngắn gọn bằng tiếng Việt.',
  en:
    "You answer questions about a school's regulations. Answer only from the numbered excerpts provided. After each " +
    'point, cite the excerpt number in square brackets, e.g. [1]. If the excerpts do not contain the answer, say that ' +
    'the documents do not cover it; never guess. Answer briefly in English.',
};

export async function generateAnswer(
  settings: LlmSettings,
  question: string,
  passages: readonly Retrieved[],
  lang: Lang,
): Promise<string | null> {
  const excerpts = passages.map((p, i) => `[${i + 1}] ${citationOf(p)}\n${p.noiDung}`).join('\n\n');
  try {
    const response = await fetch(settings.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0.1,
        messages: [
          { role: 'system', content: INSTRUCTIONS[lang] },
          { role: 'user', content: `${excerpts}\n\n${lang === 'en' ? 'Question' : 'Câu hỏi'}: ${question}` },
        ],
      }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || !content.trim()) return null;
    const sourcesLabel = lang === 'en' ? 'Sources' : 'Nguồn';
    const list = passages.map((p, i) => `[${i + 1}] ${citationOf(p)}`).join('\n');
    return `${content.trim()}\n\n${sourcesLabel}:\n${list}`;
  } catch {
    return null;
  }
}
