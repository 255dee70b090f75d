import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

const zUrl = z.url({ message: 'must be a URL such as http://localhost:3000' });
const zOptionalUrl = z.preprocess((v) => (v === '' ? undefined : v), zUrl.optional());
const zBool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => ['1', 'true', 'yes'].includes(v));

/** A 256-bit key in base64. */
const zNoteKey = z.string().refine((v) => Buffer.from(v, 'base64').length === 32, {
  message: 'must be 32 bytes in base64 (openssl rand -base64 32)',
});

const zEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce
      .number({ message: 'must be a port number' })
      .int({ message: 'must be a whole number' })
      .min(0, { message: 'must be between 0 and 65535' })
      .max(65535, { message: 'must be between 0 and 65535' })
      .default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: zOptionalUrl,
    DATA_DIR: z.string().min(1).default('./data'),
    UPLOAD_DIR: z.string().min(1).optional(),
    DATABASE_URL: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, { message: 'must start with postgres:// or postgresql://' })
        .optional(),
    ),
    REDIS_URL: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^rediss?:\/\//, { message: 'must start with redis:// or rediss://' })
        .optional(),
    ),
    OIDC_ISSUER: zOptionalUrl,
    OIDC_CLIENT_ID: z.string().min(1).default('hpl-portal'),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    /** Where "account" in the header menu leads; defaults to the bundled provider's account page. */
    OIDC_ACCOUNT_URL: zOptionalUrl,
    OIDC_SCOPES: z.string().default('openid profile role permission offline_access'),
    SESSION_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
    /**
     * The key that encrypts psychology case notes at rest (AES-256-GCM): 32 random bytes in base64
     * (`openssl rand -base64 32`). A production start with case records refuses without it. To rotate, move the old
     * key to TAM_LY_NOTE_KEY_PREVIOUS (comma-separated, still read) and set a new one.
     */
    TAM_LY_NOTE_KEY: z.preprocess((v) => (v === '' ? undefined : v), zNoteKey.optional()),
    TAM_LY_NOTE_KEY_PREVIOUS: z.preprocess(
      (v) =>
        v === '' || v === undefined
          ? []
          : String(v)
              .split(',')
              .map((k) => k.trim()),
      z.array(zNoteKey),
    ),
    /**
     * The key the school's public admissions site sends (`X-Api-Key`) with `POST /api/TuyenSinh/hoSo`; without it
     * that endpoint answers 404 (the intake is off). At least 24 characters (`openssl rand -base64 32`).
     */
    TUYEN_SINH_API_KEY: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.string().min(24, { message: 'must be at least 24 characters' }).optional(),
    ),
    CHATBOT_WEBHOOK_URL: zOptionalUrl,
    /** An OpenAI-compatible chat-completions endpoint the built-in answerer may phrase its answers with. */
    CHATBOT_LLM_URL: zOptionalUrl,
    CHATBOT_LLM_MODEL: z.string().min(1).default('default'),
    CHATBOT_LLM_API_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
    CHATBOT_TIMEOUT_MS: z.coerce
      .number({ message: 'must be a number of milliseconds' })
      .int({ message: 'must be a whole number' })
      .min(100, { message: 'must be between 100 and 120000' })
      .max(120_000, { message: 'must be between 100 and 120000' })
      .default(15_000),
    /** Staff chat presence in Redis: each instance beats this often; an instance silent for the expiry is dead. */
    CHAT_HEARTBEAT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    CHAT_PRESENCE_EXPIRY_MS: z.coerce.number().int().min(300).max(120_000).default(20_000),
    /** Messages one account may send per 10 seconds before the hub refuses (flood guard). */
    CHAT_MESSAGES_PER_10S: z.coerce.number().int().min(1).max(10_000).default(20),
    /** Prefix of the chat's Redis keys and channels: portals sharing one Redis each take their own. */
    CHAT_REDIS_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_-]{1,40}$/, { message: 'letters, digits, : _ - only' })
      .default('hpl:chat'),
    /**
     * Outgoing mail (notices to parents): `smtp://user:pass@host:587` or `smtps://…:465`. Without it notices reach
     * guardians only through their signed links.
     */
    SMTP_URL: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^smtps?:\/\/[^\s]+$/, { message: 'must start with smtp:// or smtps://' })
        .optional(),
    ),
    /** The sender of the portal's e-mails. */
    SMTP_FROM: z
      .string()
      .regex(/^[^\r\n]{1,200}$/, { message: 'must be one line, e.g. HPL Portal <no-reply@school.edu.vn>' })
      .default('HPL Portal <no-reply@hpl.edu.vn>'),
    /**
     * The HMAC key of guardians' signed notice links: 32 random bytes in base64 (`openssl rand -base64 32`). Without
     * it the key is derived from SESSION_SECRET, or drawn at start (links then stop working after a restart).
     */
    PARENT_NOTICE_LINK_KEY: z.preprocess((v) => (v === '' ? undefined : v), zNoteKey.optional()),
    /** How long a guardian's link works after each sending. */
    PARENT_NOTICE_LINK_DAYS: z.coerce
      .number({ message: 'must be a number of days' })
      .int({ message: 'must be a whole number' })
      .min(1, { message: 'must be between 1 and 365' })
      .max(365, { message: 'must be between 1 and 365' })
      .default(30),
    SO_TAY_NGUOI_LAO_DONG_URL: zOptionalUrl,
    BAO_HIEM_SUC_KHOE_URL: zOptionalUrl,
    KHAO_SAT_FORM_URL: zOptionalUrl,
    /** Demo mode seeds the demo school into an empty database (the default of `npm start`). */
    DEMO: zBool.default(false),
    DEMO_SIZE: z.enum(['small', 'default', 'large']).default('default'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: zBool.default(false),
    /** Bearer token that lets a scraper (Prometheus) read /api/metrics without a session. */
    METRICS_TOKEN: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
    ),
    /** Embedded database in a worker thread, off the request thread (experimental until measured, see bench:scale). */
    PGLITE_WORKER: zBool.default(true),
    /** How long SIGTERM/SIGINT waits for requests in progress before closing anyway. */
    SHUTDOWN_TIMEOUT_MS: z.coerce
      .number({ message: 'must be a number of milliseconds' })
      .int({ message: 'must be a whole number' })
      .min(0, { message: 'must be between 0 and 600000' })
      .max(600_000, { message: 'must be between 0 and 600000' })
      .default(10_000),
  })
  .superRefine((env, ctx) => {
    if (env.CHAT_PRESENCE_EXPIRY_MS <= env.CHAT_HEARTBEAT_MS * 2) {
      ctx.addIssue({
        code: 'custom',
        path: ['CHAT_PRESENCE_EXPIRY_MS'],
        message: 'must be more than twice CHAT_HEARTBEAT_MS (a live instance would be taken for dead)',
      });
    }
    if (env.OIDC_ISSUER && !env.OIDC_CLIENT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_CLIENT_SECRET'],
        message: 'is required when OIDC_ISSUER points at an external provider',
      });
    }
  });

export type Config = ReturnType<typeof loadConfig>;

function parentNoticeLinkKey(key: string | undefined, sessionSecret: string | undefined): Buffer {
  if (key) return Buffer.from(key, 'base64');
  if (sessionSecret) return createHash('sha256').update(`hpl-parent-notice-links:${sessionSecret}`).digest();
  return randomBytes(32);
}

export class ConfigError extends Error {}

/** Reads and validates the environment; a wrong value stops the start with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = zEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(environment)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    dataDir,
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    oidc: {
      issuer: e.OIDC_ISSUER,
      bundled: !e.OIDC_ISSUER,
      clientId: e.OIDC_CLIENT_ID,
      clientSecret: e.OIDC_CLIENT_SECRET,
      accountUrl: e.OIDC_ACCOUNT_URL,
      scopes: e.OIDC_SCOPES,
    },
    sessionSecret: e.SESSION_SECRET,
    tamLyNoteKeys: {
      current: e.TAM_LY_NOTE_KEY ? Buffer.from(e.TAM_LY_NOTE_KEY, 'base64') : null,
      previous: e.TAM_LY_NOTE_KEY_PREVIOUS.map((k) => Buffer.from(k, 'base64')),
    },
    tuyenSinh: { apiKey: e.TUYEN_SINH_API_KEY ?? null },
    chatbot: {
      webhookUrl: e.CHATBOT_WEBHOOK_URL,
      llmUrl: e.CHATBOT_LLM_URL,
      llmModel: e.CHATBOT_LLM_MODEL,
      llmApiKey: e.CHATBOT_LLM_API_KEY,
      timeoutMs: e.CHATBOT_TIMEOUT_MS,
    },
    chat: {
      heartbeatMs: e.CHAT_HEARTBEAT_MS,
      presenceExpiryMs: e.CHAT_PRESENCE_EXPIRY_MS,
      messagesPer10s: e.CHAT_MESSAGES_PER_10S,
      redisPrefix: e.CHAT_REDIS_PREFIX,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.SMTP_FROM },
    parentNotices: {
      linkKey: parentNoticeLinkKey(e.PARENT_NOTICE_LINK_KEY, e.SESSION_SECRET),
      /** Whether the key survives a restart (set, or derived from SESSION_SECRET). */
      linkKeyStable: Boolean(e.PARENT_NOTICE_LINK_KEY || e.SESSION_SECRET),
      linkDays: e.PARENT_NOTICE_LINK_DAYS,
    },
    links: {
      soTayNguoiLaoDong: e.SO_TAY_NGUOI_LAO_DONG_URL ?? null,
      baoHiemSucKhoe: e.BAO_HIEM_SUC_KHOE_URL ?? null,
      khaoSatForm: e.KHAO_SAT_FORM_URL ?? null,
    },
    demo: e.DEMO,
    demoSize: e.DEMO_SIZE,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    pgliteWorker: e.PGLITE_WORKER,
  };
}
