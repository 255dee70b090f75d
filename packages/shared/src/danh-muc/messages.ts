import { registerMessages } from '../messages';
import { fieldMessages } from './fields';

/** Messages of the school structure resources, integrity rules included (refusals name what still depends). */
registerMessages({
  ...fieldMessages({
    'heHoc.ma': ['Mã hệ học', 'The system code'],
    'heHoc.tenHeHoc': ['Tên hệ học', 'The system name'],
    'heHoc.tenHeHocEn': ['Tên tiếng Anh của hệ học', 'The English system name'],
    'khoi.tenKhoi': ['Tên khối', 'The grade level name'],
    'khoi.tenKhoiEn': ['Tên tiếng Anh của khối', 'The English grade level name'],
    'khoi.thuTu': ['Thứ tự khối (1–15)', 'The grade level order (1–15)'],
    'khoi.capHoc': ['Cấp học (tiểu học, THCS, THPT)', 'The school level (primary, lower or upper secondary)'],
    'khoiHeHoc.khoiId': ['Khối', 'The grade level'],
    'khoiHeHoc.heHocId': ['Hệ học', 'The education system'],
    'truongHoc.tenTruong': ['Tên trường', 'The school name'],
    'truongHoc.diaChi': ['Địa chỉ', 'The address'],
    'toaNha.tenToaNha': ['Tên tòa nhà', 'The building name'],
    'toaNha.truongHocId': ['Trường', 'The school'],
    'tangToaNha.toaNhaId': ['Tòa nhà', 'The building'],
    'tangToaNha.tenTang': ['Tên tầng', 'The floor name'],
    'tangToaNha.thuTu': ['Thứ tự tầng', 'The floor order'],
    'loaiPhong.tenLoaiPhong': ['Tên loại phòng', 'The room type name'],
    'loaiPhong.tenLoaiPhongEn': ['Tên tiếng Anh của loại phòng', 'The English room type name'],
    'phong.tenPhong': ['Tên phòng', 'The room name'],
    'phong.tangId': ['Tầng', 'The floor'],
    'phong.loaiPhongId': ['Loại phòng', 'The room type'],
    'phong.sucChua': ['Sức chứa (1–2000)', 'The capacity (1–2000)'],
    'monHoc.maMonHoc': ['Mã môn học', 'The subject code'],
    'monHoc.tenMonHoc': ['Tên môn học', 'The subject name'],
    'monHoc.tenMonHocEn': ['Tên tiếng Anh của môn học', 'The English subject name'],
    'monHoc.heHocId': ['Hệ học', 'The education system'],
    'monHoc.soTietTuan': ['Số tiết/tuần (0–40)', 'Periods per week (0–40)'],
    'monHoc.hinhThucDanhGia': ['Hình thức đánh giá (điểm hoặc nhận xét)', 'The assessment kind (scored or by comment)'],
    'monHoc.maSyllabus': ['Mã syllabus', 'The syllabus code'],
  }),
  'masterData.date.invalid': {
    vi: 'Ngày không hợp lệ (định dạng YYYY-MM-DD).',
    en: 'The date is not valid (YYYY-MM-DD).',
  },
  'heHoc.duplicate': { vi: 'Mã hệ học "{name}" đã tồn tại.', en: 'The system code "{name}" already exists.' },
  'heHoc.inUse': {
    vi: 'Không thể xoá hệ học "{name}" vì đang được dùng bởi {count} khối, lớp hoặc môn học.',
    en: 'The education system "{name}" cannot be deleted: {count} grade levels, classes or subjects use it.',
  },
  'khoi.duplicate': { vi: 'Khối "{name}" đã tồn tại.', en: 'The grade level "{name}" already exists.' },
  'khoi.inUse': {
    vi: 'Không thể xoá khối "{name}" vì đang được dùng bởi {count} lớp hoặc hệ học.',
    en: 'The grade level "{name}" cannot be deleted: {count} classes or education systems use it.',
  },
  'khoiHeHoc.duplicate': {
    vi: 'Hệ học này đã có khối được chọn.',
    en: 'This education system already runs that grade level.',
  },
  'khoiHeHoc.inUse': {
    vi: 'Không thể bỏ khối "{name}" khỏi hệ học vì đang có {count} lớp của khối này trong hệ học.',
    en: 'The grade level "{name}" cannot be removed from the system: {count} classes of it exist.',
  },
  'truongHoc.inUse': {
    vi: 'Không thể xoá trường "{name}" vì còn {count} tòa nhà.',
    en: 'The school "{name}" cannot be deleted: it still has {count} buildings.',
  },
  'toaNha.duplicate': { vi: 'Tòa nhà "{name}" đã tồn tại.', en: 'The building "{name}" already exists.' },
  'toaNha.inUse': {
    vi: 'Không thể xoá tòa nhà "{name}" vì còn {count} tầng. Hãy xoá các tầng trước.',
    en: 'The building "{name}" cannot be deleted: it still has {count} floors. Delete the floors first.',
  },
  'tangToaNha.duplicate': { vi: 'Tòa nhà đã có tầng "{name}".', en: 'The building already has a floor "{name}".' },
  'tangToaNha.inUse': {
    vi: 'Không thể xoá tầng "{name}" vì còn {count} phòng. Hãy xoá hoặc chuyển các phòng trước.',
    en: 'The floor "{name}" cannot be deleted: it still has {count} rooms. Delete or move the rooms first.',
  },
  'loaiPhong.duplicate': { vi: 'Loại phòng "{name}" đã tồn tại.', en: 'The room type "{name}" already exists.' },
  'loaiPhong.inUse': {
    vi: 'Không thể xoá loại phòng "{name}" vì đang có {count} phòng thuộc loại này.',
    en: 'The room type "{name}" cannot be deleted: {count} rooms are of that type.',
  },
  'phong.duplicate': { vi: 'Tầng này đã có phòng "{name}".', en: 'That floor already has a room "{name}".' },
  'phong.inUse': {
    vi: 'Không thể xoá phòng "{name}" vì đang được dùng bởi {count} lớp học.',
    en: 'The room "{name}" cannot be deleted: {count} classes use it.',
  },
  'monHoc.duplicate': { vi: 'Mã môn học "{name}" đã tồn tại.', en: 'The subject code "{name}" already exists.' },
  'monHoc.inUse': {
    vi: 'Không thể xoá môn học "{name}" vì đang có {count} lớp môn học.',
    en: 'The subject "{name}" cannot be deleted: it has {count} subject classes.',
  },
});
