// Professional records: the record-types list, for the teaching settings screen (quanlynhansu/caidatchuyenmon).
export { RecordTypesSettings } from './components/record-types-settings';
