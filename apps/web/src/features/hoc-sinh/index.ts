// Students (HocSinh): the student records screens, and the pickers and filters other screens reuse.
export { GradeClassFilters } from './components/grade-class-filters';
export { StudentPicker } from './components/student-picker';
