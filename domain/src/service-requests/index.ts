export * from './service-request';
