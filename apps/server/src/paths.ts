import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package root, found from this file whether it runs from src (tsx, vitest) or dist (bundle). */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/server/package.json not found');
    dir = parent;
  }
  return dir;
}

export const serverRoot = findServerRoot();
export const migrationsFolder = path.join(serverRoot, 'src/db/migrations');
export const webDist = path.resolve(serverRoot, '../web/dist');
