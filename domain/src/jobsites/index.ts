export * from './jobsite.schema';
export * from './job.schema';
