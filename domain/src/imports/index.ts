export * from './import-fields';
export * from './import-states';
export * from './import-issues';
export * from './import-labels';
export * from './import-schemas';
export * from './import-row-fields';
