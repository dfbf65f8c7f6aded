export * from './inventory-search';
export * from './inventory-messages';
export * from './inventory-page.schema';
export * from './inventory-export';
