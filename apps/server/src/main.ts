import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseLockedError, isEmbeddedFolderEmpty, openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { refreshPlannerStatistics } from './db/statistics';
import { checkDemoDump } from './demo/demo-dump';
import { seedDemoIfEmpty } from './demo/seed';
import { ensureInitialAdmin } from './modules/auth/bootstrap-admin';
import { assertNoteKey, keyRequired, MissingNoteKeyError, notesExist } from './modules/ho-so-tam-ly';
import { connectRedis, type RedisClients } from './plugins/redis';
import { installGracefulShutdown } from './shutdown';

/** Start-up: validate configuration, open and migrate the database, seed the demo school in demo mode, listen. */
async function main() {
  const started = performance.now();
  const argv = process.argv.slice(2);
  const env = { ...process.env };
  if (argv.includes('--demo') && env.DEMO === undefined) env.DEMO = 'true';
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // Demo mode on an empty embedded folder starts from the build's demo school when it matches (demo/demo-dump.ts).
  const dump =
    config.demo && !config.databaseUrl && isEmbeddedFolderEmpty(config.dataDir) ? checkDemoDump(config.demoSize) : null;
  if (dump && !dump.usable) console.info(`Generating the demo school (${dump.reason}).`);
  if (dump?.usable) dump.copyInto(config.dataDir, config.uploadDir);

  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    console.error(`Cannot open the database: ${(error as Error).message}`);
    process.exit(1);
  }
  await migrateDatabase(database);
  // Psychology case notes are encrypted with TAM_LY_NOTE_KEY: without it a production start must not go on once
  // notes exist (it could neither read them nor write new ones).
  try {
    assertNoteKey(config.tamLyNoteKeys, keyRequired(config), await notesExist(database.db));
  } catch (error) {
    if (error instanceof MissingNoteKeyError) {
      console.error(error.message);
      await database.close();
      process.exit(1);
    }
    throw error;
  }
  const seeded =
    Boolean(dump?.usable) || (config.demo && (await seedDemoIfEmpty(database.db, config.uploadDir, config.demoSize)));
  // The embedded database has no autovacuum: bring its planner statistics up to date at every start (a fresh demo
  // school, generated or from the dump, has them already).
  if (database.kind === 'pglite' && !seeded) await refreshPlannerStatistics(database.db);
  else await ensureInitialAdmin(database.db, (message) => console.warn(message));

  let redis: RedisClients | null = null;
  if (config.redisUrl) {
    try {
      redis = await connectRedis(config.redisUrl);
    } catch (error) {
      console.error(`Cannot reach Redis at REDIS_URL: ${(error as Error).message}`);
      process.exit(1);
    }
  }

  const app = await buildApp({ config, database, redis });
  installGracefulShutdown({
    app,
    timeoutMs: config.shutdownTimeoutMs,
    closers: [async () => redis?.close(), () => database.close()],
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: config.publicUrl,
      database: database.kind,
      demo: config.demo,
      startupMs: Math.round(performance.now() - started),
    },
    `HPL Portal ready at ${config.publicUrl}`,
  );
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
