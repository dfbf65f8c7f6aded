export * from './asset-access';
export * from './asset-edit.schema';
