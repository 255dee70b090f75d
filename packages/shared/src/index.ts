export * from './api';
export * from './auth';
export * from './auth/contract';
export * from './messages';
export * from './nam-hoc/contract';
export const APP_VERSION = '1.3.1';
