// Student wellbeing (DanhGiaTamLy): screening instruments with published scoring, campaigns, answers and overviews for the psychology team.
export { danhGiaTamLyRoutes } from './danh-gia-tam-ly.routes';
