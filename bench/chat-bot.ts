// `npm run bench:chatbot`: the built-in answerer of the regulations chatbot, on PGlite and on PostgreSQL.
//   - indexing: 200 documents (variants of the six demo documents: sections in another order, numbered) — seconds per
//     MB of text (extraction, splitting, storage and the full-text and trigram indexes);
//   - answer latency: 1,000 questions (the retrieval-quality questions, cycled) answered by the built-in answerer
//     (retrieval, ranking and the quoted answer, without HTTP) — p50 and p99.
// PostgreSQL runs when BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) answers; a private
// database is created and dropped. Prints figures; asserts nothing.
//
// Settings (environment): BENCH_DOCUMENTS (200), BENCH_QUESTIONS (1000).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { DEMO_CHATBOT_DOCUMENTS, demoChatBotFolder } from '../apps/server/src/demo/chat-bot-documents';
import { answerFromDocuments, indexDocumentNow } from '../apps/server/src/modules/chat-bot';
import { CASES } from '../apps/server/src/modules/chat-bot/retrieval-quality.cases';

const documentCount = Number(process.env.BENCH_DOCUMENTS ?? 200);
const questionCount = Number(process.env.BENCH_QUESTIONS ?? 1000);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const settings = {
  webhookUrl: undefined,
  llmUrl: undefined,
  llmModel: 'none',
  llmApiKey: undefined,
  timeoutMs: 15_000,
};

const sources = DEMO_CHATBOT_DOCUMENTS.map((d) => ({
  ...d,
  text: readFileSync(path.join(demoChatBotFolder, d.file), 'utf8'),
}));

/** A variant of a demo document: its "## " sections rotated by `n`, titled with its number. */
function variant(n: number) {
  const source = sources[n % sources.length]!;
  const [head, ...sections] = source.text.split(/\n(?=## )/);
  const shift = sections.length > 0 ? n % sections.length : 0;
  const rotated = [...sections.slice(shift), ...sections.slice(0, shift)];
  const title = head!.replace(/^# (.+)$/m, `# $1 (${n + 1})`);
  return { ...source, text: [title, ...rotated].join('\n'), file: `${n + 1}-${source.file}` };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function measure(kind: string, database: Database) {
  await migrateDatabase(database);
  const uploadDir = mkdtempSync(path.join(os.tmpdir(), 'hpl-bench-chatbot-'));
  try {
    let bytes = 0;
    const started = performance.now();
    for (let n = 0; n < documentCount; n++) {
      const document = variant(n);
      const buffer = Buffer.from(document.text, 'utf8');
      bytes += buffer.length;
      await indexDocumentNow(
        database.db,
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
    const indexingSeconds = (performance.now() - started) / 1000;
    await database.db.execute(sql`analyze`);
    const [{ n: passages }] = (await database.db
      .execute(sql`select count(*)::int as n from chat_bot_doan`)
      .then((r) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows))) as { n: number }[];

    const latencies: number[] = [];
    let notFound = 0;
    for (let i = 0; i < questionCount; i++) {
      const c = CASES[i % CASES.length]!;
      const t0 = performance.now();
      const answer = await answerFromDocuments(database.db, settings, c.topic, c.q, 'vi');
      latencies.push(performance.now() - t0);
      if ((answer.sources ?? []).length === 0) notFound++;
    }
    latencies.sort((a, b) => a - b);
    const megabytes = bytes / 1024 / 1024;
    console.log(
      [
        `${kind}:`,
        `  indexed ${documentCount} documents, ${megabytes.toFixed(2)} MB of text, ${passages} passages in ${indexingSeconds.toFixed(1)} s` +
          ` → ${(indexingSeconds / megabytes).toFixed(1)} s per MB`,
        `  ${questionCount} answers: p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms,` +
          ` max ${latencies.at(-1)!.toFixed(1)} ms (${notFound} "not found")`,
      ].join('\n'),
    );
  } finally {
    rmSync(uploadDir, { recursive: true, force: true });
  }
}

console.log(`bench:chatbot — ${documentCount} documents, ${questionCount} questions, built-in answerer (no HTTP)`);
const pglite = await openPglite({});
try {
  await measure('PGlite (embedded)', pglite);
} finally {
  await pglite.close();
}

let admin: Database | null = null;
try {
  admin = await openPostgres(adminUrl, { max: 1 });
  await admin.db.execute(sql`select 1`);
} catch {
  console.log(`PostgreSQL: skipped (${adminUrl} does not answer; set BENCH_DATABASE_URL)`);
  await admin?.close().catch(() => {});
  admin = null;
}
if (admin) {
  const name = `hpl_bench_chatbot_${randomBytes(4).toString('hex')}`;
  await admin.db.execute(sql.raw(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const postgres = await openPostgres(url.toString(), { max: 4 });
  try {
    await measure('PostgreSQL', postgres);
  } finally {
    await postgres.close();
    await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    await admin.close();
  }
}
