// Discipline (bao-cao-vi-pham) for other features: the behaviour score's proposed conduct of a class and term, shown
// by the gradebook's conduct column beside the value it holds.
export { useClassBehaviour } from './api/get-class-behaviour';
