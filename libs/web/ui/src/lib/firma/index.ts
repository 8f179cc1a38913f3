export * from './chiave-firma';
export * from './pad-firma';
export * from './dialog-firma';
export * from './use-firma-risorsa';
export * from './use-dispositivi-firma';
export * from './pulsante-firma';
export * from './invia-firma';
