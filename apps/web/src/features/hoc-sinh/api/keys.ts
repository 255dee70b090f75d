/** Query keys of the hoc-sinh feature (students, moves, transfers, imports): every key starts with the feature name. */
export const hocSinhKeys = {
  all: ['hoc-sinh'] as const,
  list: (query: object) => [...hocSinhKeys.all, 'list', query] as const,
  profile: (id: number) => [...hocSinhKeys.all, 'profile', id] as const,
  transfers: (query: object) => [...hocSinhKeys.all, 'transfers', query] as const,
  classes: (namHocId: number | null) => [...hocSinhKeys.all, 'classes', namHocId] as const,
  classStudents: (lopQuanLyId: number | null) => [...hocSinhKeys.all, 'class-students', lopQuanLyId] as const,
  gradeLevels: () => [...hocSinhKeys.all, 'grade-levels'] as const,
  importJob: (jobId: string | null) => [...hocSinhKeys.all, 'import-job', jobId] as const,
};
