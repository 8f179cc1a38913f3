import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BadRequestError } from '@registro/server-platform';
import { prezzaOrdine, type OrdinePrezzato } from '../../domain/prezza-ordine';
import { readNuovoOrdine } from '../../domain/read-nuovo-ordine';
import { ArticoliPrezziLoader, articoliMancanti } from '../../commands/articoli-prezzi.loader';
import { ElaboraOrdineQuery } from './elabora-ordine.query';

@QueryHandler(ElaboraOrdineQuery)
export class ElaboraOrdineHandler implements IQueryHandler<ElaboraOrdineQuery, OrdinePrezzato & { dataOrdine: string }> {
  constructor(private readonly articoli: ArticoliPrezziLoader) {}

  async execute({ body }: ElaboraOrdineQuery): Promise<OrdinePrezzato & { dataOrdine: string }> {
    const letto = readNuovoOrdine(body, false);
    const ids = letto.righe.map((r) => r.idArticolo);
    const articoli = await this.articoli.load(ids);
    const errori = [...letto.errori, ...articoliMancanti(ids, articoli)];
    if (errori.length) throw new BadRequestError(errori);
    return { dataOrdine: letto.dataOrdine, ...prezzaOrdine(letto.righe, articoli) };
  }
}
