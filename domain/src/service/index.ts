export * from './service-messages';
export * from './service-access';
export * from './upcoming-service';
export * from './work-order.schema';
export * from './maintenance-group.schema';
