// Builders for the solver's tests.
import type { SolverActivity } from './types';

/** One lesson a week of subject 1, teacher 1, student set 1, unless told otherwise. */
export const activity = (id: string, over: Partial<SolverActivity> = {}): SolverActivity => ({
  id,
  subjectId: 1,
  teacherIds: [1],
  studentSetIds: [1],
  duration: 1,
  perWeek: 1,
  ...over,
});
