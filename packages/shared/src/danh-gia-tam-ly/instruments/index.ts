import { dass21 } from './dass21';
import { rosenberg } from './rosenberg';
import type { SeedInstrument } from './seed-instrument';
import { who5 } from './who5';

/** The instruments a school starts with: their licences allow electronic use (the SDQ's do not, so it is not here). */
export const SEED_INSTRUMENTS: readonly SeedInstrument[] = [dass21, who5, rosenberg];
export type { SeedInstrument };
