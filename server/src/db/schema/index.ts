export * from './companies';
export * from './users';
export * from './sessions';
export * from './preferences';
export * from './reference';
export * from './flags';
