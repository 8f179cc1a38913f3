export * from './coda-pdf';
export * from './dati-da-stampare';
export * from './tempi-stampa';
export * from './servizio-stampa';
