import type { MigrationInterface } from 'typeorm';
import { Anagrafiche1764900000000 } from './anagrafiche/migrations/anagrafiche-1764900000000';
import { Catalogo1764900000100 } from './catalogo/migrations/catalogo-1764900000100';
import { Documenti1764900000200 } from './documenti/migrations/documenti-1764900000200';
import { DocumentiElenco1764900000400 } from './documenti/migrations/documenti-elenco-1764900000400';
import { DocumentiBozze1764900000500 } from './documenti/migrations/documenti-bozze-1764900000500';
import { Ordini1764900000300 } from './ordini/migrations/ordini-1764900000300';
import { CatalogoElenco1764900000600 } from './catalogo/migrations/catalogo-elenco-1764900000600';
import { DocumentiNumero1764900000700 } from './documenti/migrations/documenti-numero-1764900000700';

/** The commerce context's migrations (timestamps 1764900000000–1764999999999), in order. */
export const commerceMigrations: (new () => MigrationInterface)[] = [
  Anagrafiche1764900000000,
  Catalogo1764900000100,
  Documenti1764900000200,
  Ordini1764900000300,
  DocumentiElenco1764900000400,
  DocumentiBozze1764900000500,
  CatalogoElenco1764900000600,
  DocumentiNumero1764900000700,
];
