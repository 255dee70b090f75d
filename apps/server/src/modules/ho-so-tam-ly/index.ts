// Psychological records and counselling (HoSoTamLy): counselling requests under Circular 31/2017/TT-BGDĐT, confidential to the psychology team.
export { hoSoTamLyRoutes } from './ho-so-tam-ly.routes';
