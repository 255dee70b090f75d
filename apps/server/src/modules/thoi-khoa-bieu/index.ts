// Timetables (ThoiKhoaBieu): settings, versions, lessons, generation, the week grids and my week with its calendar feed.
export { countSubstitutionsOf } from './day-thay.service';
export { countTeachingByMonth, type TeachingMonth } from './so-tiet-day.service';
export { generateTimetableNow } from './tao-tu-dong.service';
export { thoiKhoaBieuRoutes } from './thoi-khoa-bieu.routes';
export {
  getClassWeek,
  getSubjectClassWeek,
  isTeacherFreeAt,
  listLessonsOn,
  mondayOf,
  removeLessonException,
  saveLessonException,
  settingsOf,
  teachesOn,
} from './thoi-khoa-bieu.service';
