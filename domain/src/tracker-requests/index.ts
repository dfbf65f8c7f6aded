export * from './tracker-request';
