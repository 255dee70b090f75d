// Psychological records and counselling (HoSoTamLy): counselling requests under Circular 31/2017/TT-BGDĐT and confidential case records (notes encrypted at rest), the psychology team's alone.
export { notesExist } from './ho-so.service';
export { hoSoTamLyRoutes } from './ho-so-tam-ly.routes';
export { assertNoteKey, DEVELOPMENT_NOTE_KEY, encryptNote, keyRequired, MissingNoteKeyError } from './note-cipher';
