export * from './company-admin-messages';
export * from './company-admin-access';
export * from './company-admin.schema';
export * from './workdays';
export * from './level-labels';
