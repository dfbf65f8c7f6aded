export * from './license-plate';
export * from './vin';
export * from './wmi-table';
export * from './asset-create.schema';
export * from './asset-create-access';
export * from './configuration-steps';
