import { registerMessages } from '../messages';

/** Messages of academic-year terms (the year's own keys live in the core catalogue, messages.ts). */
registerMessages({
  'hocKy.tenHocKy.required': { vi: 'Tên học kỳ không được để trống.', en: 'The term name is required.' },
  'hocKy.tenHocKy.tooLong': { vi: 'Tên học kỳ tối đa 50 ký tự.', en: 'The term name has at most 50 characters.' },
  'hocKy.tenHocKy.duplicate': {
    vi: 'Năm học này đã có học kỳ tên "{name}".',
    en: 'This academic year already has a term named "{name}".',
  },
  'hocKy.outsideYear': {
    vi: 'Thời gian học kỳ phải nằm trong năm học {year} ({from} – {to}).',
    en: 'The term must lie within the academic year {year} ({from} – {to}).',
  },
  'hocKy.overlapEarlier': {
    vi: 'Học kỳ trùng thời gian với "{other}": phải bắt đầu sau ngày {date}.',
    en: 'The term overlaps "{other}": it must start after {date}.',
  },
  'hocKy.overlapLater': {
    vi: 'Học kỳ trùng thời gian với "{other}": phải kết thúc trước ngày {date}.',
    en: 'The term overlaps "{other}": it must end before {date}.',
  },
});
