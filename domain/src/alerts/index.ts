export * from './alert-rules';
export * from './alert.schema';
export * from './alert-messages';
