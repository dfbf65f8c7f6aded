export * from './inventory-search';
export * from './inventory-messages';
