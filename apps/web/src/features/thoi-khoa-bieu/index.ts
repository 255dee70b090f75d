/** The timetable feature's public pieces: the week grid, and a class's week for the class pages. */
export type { ClassWeekSource } from './api/class-week';
export { ClassWeek } from './components/class-week';
export { WeekGrid, type WeekGridCell, type WeekGridProps } from './components/week-grid';
