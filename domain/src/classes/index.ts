export * from './classes-messages';
export * from './category.schema';
export * from './equipment-class.schema';
export * from './equipment-model.schema';
