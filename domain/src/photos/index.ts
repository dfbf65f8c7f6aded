export * from './photo';
