export * from './upload-types';
