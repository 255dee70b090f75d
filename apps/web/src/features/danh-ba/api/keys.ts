/** Query keys of the danh-ba feature (directory): every key starts with the feature name. */
export const danhBaKeys = {
  all: ['danh-ba'] as const,
  staff: (query: object) => [...danhBaKeys.all, 'staff', query] as const,
  staffProfile: (id: number) => [...danhBaKeys.all, 'staff-profile', id] as const,
  students: (query: object) => [...danhBaKeys.all, 'students', query] as const,
  studentProfile: (id: number) => [...danhBaKeys.all, 'student-profile', id] as const,
  departments: () => [...danhBaKeys.all, 'departments'] as const,
};
