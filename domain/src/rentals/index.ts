export * from './rental-ids';
export * from './rental.schema';
export * from './rental-period';
export * from './inventory-status';
