import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { generateDemoSchool } from './generator';
import { type DemoSize, SIZES } from './school-data';

/** `npm run demo -w apps/server -- [small|default|large]`: seeds an empty database with the demo school. */
const size = (process.argv[2] ?? 'default') as DemoSize;
if (!(size in SIZES)) {
  console.error(`Unknown size "${size}": use small, default or large.`);
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase(config);
await migrateDatabase(database);
const started = performance.now();
const summary = await generateDemoSchool(database.db, config.uploadDir, size);
console.log(JSON.stringify({ size, ...summary, seconds: ((performance.now() - started) / 1000).toFixed(1) }));
await database.close();
