/** The timetable solver: assignments in, placements out (see types.ts). */

export { solve } from './solve';
export type * from './types';
