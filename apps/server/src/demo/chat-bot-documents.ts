import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/client';
import { indexDocumentNow } from '../modules/chat-bot';
import { serverRoot } from '../paths';

/**
 * The demo school's knowledge base for the chatbot: the staff regulations (topic 1, teachers), the student handbook
 * (topic 6, students) and the school introduction (topic 4, everyone), each in Vietnamese and English.
 */
export const DEMO_CHATBOT_DOCUMENTS = [
  { file: 'noi-quy-lao-dong.vi.md', linhVuc: 1, ngonNgu: 'vi' },
  { file: 'staff-regulations.en.md', linhVuc: 1, ngonNgu: 'en' },
  { file: 'so-tay-hoc-sinh.vi.md', linhVuc: 6, ngonNgu: 'vi' },
  { file: 'student-handbook.en.md', linhVuc: 6, ngonNgu: 'en' },
  { file: 'gioi-thieu-truong.vi.md', linhVuc: 4, ngonNgu: 'vi' },
  { file: 'about-the-school.en.md', linhVuc: 4, ngonNgu: 'en' },
] as const;

export const demoChatBotFolder = path.join(serverRoot, 'src/demo/chat-bot');

export async function seedChatBotDocuments(db: Db, uploadDir: string): Promise<void> {
  for (const document of DEMO_CHATBOT_DOCUMENTS) {
    const buffer = await readFile(path.join(demoChatBotFolder, document.file));
    await indexDocumentNow(
      db,
      uploadDir,
      { accountId: null },
      { linhVuc: document.linhVuc },
      {
        buffer,
        fileName: document.file,
        ngonNgu: document.ngonNgu,
      },
    );
  }
}
