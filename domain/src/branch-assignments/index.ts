export * from './branch-assignment';
