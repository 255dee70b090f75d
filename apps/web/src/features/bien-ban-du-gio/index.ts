// Class observation minutes: the rubric editor, for the teaching settings screen (quanlynhansu/caidatchuyenmon).
export { RubricSettings } from './components/rubric-settings';
