import type { MigrationInterface } from 'typeorm';
import { Invoicing1764800000000 } from './migrations/invoicing-1764800000000';
import { FattureElenco1764820000100 } from './fatture/migrations/fatture-elenco-1764820000100';
import { FattureGiornoNumero1764820000200 } from './fatture/migrations/fatture-giorno-numero-1764820000200';
import { FattureEsportata1764820000300 } from './fatture/migrations/fatture-esportata-1764820000300';
import { FattureEsportazioni1764820000410 } from './fatturapa/migrations/fatture-esportazioni-1764820000410';
import { FattureNoteCredito1764820000630 } from './fatture/migrations/fatture-note-credito-1764820000630';
import { FattureStatoSdi1764820000700 } from './fatture/migrations/fatture-stato-sdi-1764820000700';
import { FattureRicevute1764846000000 } from './fatturericevute/migrations/fatture-ricevute-1764846000000';
import { FattureGiornoIstante1764850000000 } from './fatture/migrations/fatture-giorno-istante-1764850000000';
import { FattureNomi1764850000100 } from './fatture/migrations/fatture-nomi-1764850000100';

/** The invoicing context's migrations (timestamps 1764800000000–1764899999999), in order. */
export const invoicingMigrations: (new () => MigrationInterface)[] = [
  Invoicing1764800000000,
  FattureElenco1764820000100,
  FattureGiornoNumero1764820000200,
  FattureEsportata1764820000300,
  FattureEsportazioni1764820000410,
  FattureNoteCredito1764820000630,
  FattureStatoSdi1764820000700,
  FattureRicevute1764846000000,
  FattureGiornoIstante1764850000000,
  FattureNomi1764850000100,
];
