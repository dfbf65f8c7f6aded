export * from './quote.schema';
