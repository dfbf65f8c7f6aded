export * from './asset-search.schema';
