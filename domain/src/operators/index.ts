export * from './operator.schema';
export * from './assignment-source';
