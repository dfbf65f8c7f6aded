export * from './messages';
export * from './product';
export * from './pim.schema';
export * from './resource.schema';
export * from './resource-tree';
