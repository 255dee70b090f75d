// Teaching assignments: the teacher picker (with each teacher's load) for other features' subject-class screens.
export { useAssignmentSummary } from './api/get-summary';
export { AssignTeachersModal } from './components/assign-teachers-modal';
