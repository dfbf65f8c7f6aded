export * from './group.schema';
export * from './bulk-edit.schema';
