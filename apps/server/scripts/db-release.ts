// Freezes the schema of a release: run ONCE by the lead, at the very end, when every branch's schema is merged and
// `npm run db:generate -w apps/server` has produced the final 0000_init.
//     npm run db:release -w apps/server
// It writes src/db/migrations/released.json (each migration's tag and sha256: from now on db:generate only adds new,
// named migrations, and refuses to run if a released file changed) and test/fixtures/released-<version>/, a gzipped
// backup of the small demo school on the released schema: test/migrations-forward.pglite.test.ts restores it into an
// empty database and migrates it forward to the current schema. Commit both. See docs/deploy.md, "Upgrades".
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_VERSION } from '@hpl/shared';
import { openPglite } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { generateDemoSchool } from '../src/demo/generator';
import { backupDatabase } from '../src/ops/backup';
import { migrationsFolder, serverRoot } from '../src/paths';

const releasedFile = path.join(migrationsFolder, 'released.json');
const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string; when: number }[];
};
const previous = existsSync(releasedFile)
  ? (JSON.parse(readFileSync(releasedFile, 'utf8')) as { migrations: { tag: string; sha256: string }[] })
  : null;
const migrations = journal.entries.map(({ tag, when }) => ({
  tag,
  when,
  sha256: createHash('sha256')
    .update(readFileSync(path.join(migrationsFolder, `${tag}.sql`)))
    .digest('hex'),
}));
for (const old of previous?.migrations ?? []) {
  const now = migrations.find((m) => m.tag === old.tag);
  if (!now || now.sha256 !== old.sha256) {
    console.error(`Released migration ${old.tag}.sql changed or disappeared: restore it from git before releasing.`);
    process.exit(1);
  }
}
const fixture = path.join(serverRoot, 'test/fixtures', `released-${APP_VERSION}`);
rmSync(fixture, { recursive: true, force: true });
const database = await openPglite({});
await migrateDatabase(database);
const uploads = path.join(os.tmpdir(), `hpl-release-uploads-${process.pid}`);
await generateDemoSchool(database.db, uploads, 'small', '2026-11-23');
// The data only: the uploads would weigh more than the rest and say nothing about the schema.
await backupDatabase(database, path.join(uploads, 'none'), fixture, () => {}, { gzip: true });
await database.close();
rmSync(uploads, { recursive: true, force: true });
writeFileSync(
  releasedFile,
  `${JSON.stringify({ version: APP_VERSION, releasedAt: new Date().toISOString(), migrations }, null, 2)}\n`,
);
console.log(
  `Released ${migrations.length} migration(s) as version ${APP_VERSION}: ${path.relative(serverRoot, releasedFile)}`,
);
console.log(`Forward-migration fixture: ${path.relative(serverRoot, fixture)} — commit both.`);
