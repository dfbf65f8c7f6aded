export * from './rental-ids';
export * from './rental.schema';
export * from './rental-period';
export * from './inventory-status';
export * from './off-rent-dates';
export * from './off-rent.schema';
