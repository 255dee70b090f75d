// The directory's public entry: other features pick staff from it (e.g. who enters Cambridge marks).
export { useStaffDirectory } from './api/list-staff-directory';
