// Running from the sources (tsx, vitest): load the TypeScript worker through tsx, which worker threads do not inherit.
import { tsImport } from 'tsx/esm/api';

await tsImport('./extraction-worker.ts', import.meta.url);
