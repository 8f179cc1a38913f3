/**
 * The dairy's demo source, read by the import in development and demo when no source address is
 * configured (never in production): deliveries of three farms over two days, with fixed ids, so
 * importing again finds them unchanged.
 */
export const CONSEGNE_DIMOSTRATIVE = [
  { id: 'DEMO-2026-11-26-01', conferente: 'Azienda Agricola Rossi', data: '2026-11-26', litri: 412.5, grasso: 3.8, proteine: 3.4 },
  { id: 'DEMO-2026-11-26-02', conferente: 'Cascina Bianchi', data: '2026-11-26', litri: 287, grasso: 3.9, proteine: 3.3 },
  { id: 'DEMO-2026-11-26-03', conferente: 'Fattoria Verdi', data: '2026-11-26', litri: 355.2, grasso: 4.1, proteine: 3.5 },
  { id: 'DEMO-2026-11-27-01', conferente: 'Azienda Agricola Rossi', data: '2026-11-27', litri: 398, grasso: 3.7, proteine: 3.4 },
  { id: 'DEMO-2026-11-27-02', conferente: 'Cascina Bianchi', data: '2026-11-27', litri: 301.4, grasso: 3.9, proteine: 3.2 },
  { id: 'DEMO-2026-11-27-03', conferente: 'Fattoria Verdi', data: '2026-11-27', litri: 342, grasso: 4, proteine: 3.5 },
];
