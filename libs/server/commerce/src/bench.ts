// Secondary entry point `@registro/server-commerce/bench`: the declared lists `npm run bench:lists`
// measures and explains (commercial documents, articles). Only benchmarks/ imports it.
export { listDocumenti } from './lib/documenti/list-documenti/list-documenti';
export type { ListDocumentiDto } from './lib/documenti/list-documenti/list-documenti.dto';
export { ArticoloService } from './lib/catalogo/articoli/articolo.service';
export type { ArticoloFiltersDto } from './lib/catalogo/articoli/articolo.dto';
