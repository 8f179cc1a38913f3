import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BadRequestError } from '@registro/server-platform';
import { ArticoliPrezziLoader, articoliMancanti } from '../commands/articoli-prezzi.loader';
import { prezzaOrdine, type OrdinePrezzato } from '../domain/prezza-ordine';
import { readNuovoOrdine } from '../domain/read-nuovo-ordine';
import { CalculateOrdineQuery } from './calculate-ordine.query';

@QueryHandler(CalculateOrdineQuery)
export class CalculateOrdineHandler implements IQueryHandler<CalculateOrdineQuery, OrdinePrezzato & { dataOrdine: string }> {
  constructor(private readonly articoli: ArticoliPrezziLoader) {}

  async execute({ body }: CalculateOrdineQuery): Promise<OrdinePrezzato & { dataOrdine: string }> {
    const letto = readNuovoOrdine(body, false);
    const ids = letto.righe.map((r) => r.idArticolo);
    const articoli = await this.articoli.load(ids);
    const errori = [...letto.errori, ...articoliMancanti(ids, articoli)];
    if (errori.length) throw new BadRequestError(errori);
    return { dataOrdine: letto.dataOrdine, ...prezzaOrdine(letto.righe, articoli) };
  }
}
