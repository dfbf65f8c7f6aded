export * from './frame-routes';
export * from './frame-urls.schema';
export * from './frame-messages';
