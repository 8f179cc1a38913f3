export * from './firma-key';
export * from './firma-pad';
export * from './firma-dialog';
export * from './use-resource-firma';
export * from './read-active-documento';
export * from './use-firma-devices';
export * from './firma-button';
export * from './send-firma';
