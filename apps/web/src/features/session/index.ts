// The signed-in session: who the user is, the academic years of the header's selector, sign-in and sign-out pages.

export { meQueryOptions, useMe } from './api/get-me';
export { sessionKeys } from './api/keys';
export { academicYearsQueryOptions, useAcademicYears } from './api/list-academic-years';
export { useLogout } from './api/logout';
