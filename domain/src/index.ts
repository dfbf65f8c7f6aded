export * from './security-levels';
export * from './feature-flags';
export * from './navigation';
export * from './landing-pages';
export * from './messages';
export * from './api-schemas';
export * from './x-fields';
export * from './assets/index';
