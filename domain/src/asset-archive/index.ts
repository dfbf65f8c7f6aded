export * from './archive-status';
export * from './archive-messages';
export * from './archived-asset.schema';
