/** The timetable feature's public pieces: the week grid other features (class pages) show a timetable with. */
export { WeekGrid, type WeekGridCell, type WeekGridProps } from './components/week-grid';
