export * from './api';
export * from './auth';
export * from './auth/contract';
export * from './danh-ba/contract';
export * from './danh-muc/contract';
export * from './danh-muc/fields';
export * from './don-nghi-phep/contract';
export * from './don-nghi-phep/entitlement';
export * from './don-nghi-phep/messages';
export * from './don-nghi-phep/working-days';
export * from './input/primitives';
export * from './local-name';
export * from './medias/contract';
export * from './medias/paths';
export * from './messages';
export * from './nam-hoc/contract';
export * from './nam-hoc/term-name';
export * from './name-order';
export * from './notifications/contract';
export * from './routes';
export { APP_VERSION } from './version';

import './danh-muc/messages';
import './input/messages';

export * from './diem-danh/contract';
export * from './hoc-sinh/contract';

import './hoc-sinh/messages';

export * from './chat-bot/authority';
export * from './chat-bot/contract';
export * from './danh-ba/authority';
export * from './danh-muc/authority';
export * from './diem-danh/authority';
export * from './diem-vn/authority';
export * from './diem-vn/contract';
export * from './diem-vn/tieu-hoc.contract';
export * from './diem-vn/tong-ket.contract';
export * from './diem-vn/yeu-cau-sua.contract';
export * from './don-nghi-phep/authority';
export * from './grades-cambridge/rules';
export * from './grades-cambridge/statistics';
export * from './grades-vn/decimal';
export * from './grades-vn/gradebook';
export * from './grades-vn/rules';
export * from './hoc-sinh/authority';
export * from './lop-mon-hoc/authority';
export * from './lop-mon-hoc/contract';
export * from './lop-quan-ly/authority';
export * from './lop-quan-ly/contract';
export * from './nam-hoc/authority';
export * from './nhan-vien/authority';
export * from './nhan-vien/contract';
export * from './phong-ban/authority';
export * from './phong-ban/contract';
export * from './tai-khoan/authority';
export * from './tai-khoan/contract';

import './diem-vn/messages';

export * from './chat/authority';
export * from './chat/contract';

import './chat/messages';

export * from './danh-gia-tam-ly/authority';
export * from './danh-gia-tam-ly/contract';
export * from './danh-gia-tam-ly/dot-danh-gia.contract';
export * from './danh-gia-tam-ly/scoring';
export * from './danh-gia-tam-ly/tong-quan.contract';
export * from './diem-cam/authority';
export * from './diem-cam/cau-hinh';
export * from './diem-cam/contract';
export * from './diem-cam/gia-tri-gia-tang';
export * from './diem-cam/ket-qua';
export * from './diem-cam/pham-vi-thang';
export * from './diem-cam/phieu-diem';
export * from './ho-so-tam-ly/authority';
export * from './ho-so-tam-ly/contract';
export * from './ho-so-tam-ly/ho-so.contract';
export * from './phan-cong-giang-day/authority';
export * from './phan-cong-giang-day/contract';
export * from './thoi-khoa-bieu/authority';
export * from './thoi-khoa-bieu/conflicts';
export * from './thoi-khoa-bieu/contract';
