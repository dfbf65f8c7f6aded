export * from './share-location';
