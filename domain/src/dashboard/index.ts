export * from './dashboard.schema';
export * from './service-due';
