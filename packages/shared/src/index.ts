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
export * from './messages';
export * from './nam-hoc/contract';
export * from './notifications/contract';
export * from './routes';
export { APP_VERSION } from './version';

import './danh-muc/messages';

export * from './diem-danh/contract';
export * from './hoc-sinh/contract';

import './hoc-sinh/messages';

export * from './chat-bot/contract';
export * from './lop-mon-hoc/contract';
export * from './lop-quan-ly/contract';
export * from './nhan-vien/contract';
export * from './phong-ban/contract';
export * from './tai-khoan/contract';
