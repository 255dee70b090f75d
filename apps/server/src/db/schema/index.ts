export * from './accounts';
export * from './audit';
export * from './classes';
export * from './files';
export * from './people';
export * from './school';
