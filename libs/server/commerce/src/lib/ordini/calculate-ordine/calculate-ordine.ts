import { Controller } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { BadRequestError, UseCaseEndpoint, queryUseCase, type MessageOf } from '@registro/server-platform';
import { ArticoliPrezziLoader, articoliMancanti } from '../commands/articoli-prezzi.loader';
import { NuovoOrdineDto } from '../create-ordine/nuovo-ordine.dto';
import { prezzaOrdine, type OrdinePrezzato } from '../domain/prezza-ordine';
import { readNuovoOrdine } from '../domain/read-nuovo-ordine';
import { SEZIONE_ORDINI } from '../history/ordini-history';
import { LETTORI_ORDINI } from '../ordini-scope';

/** POST /api/ordiniordini/elabora: the rows priced from the catalogue and the total; nothing is stored. */
export const calculateOrdine = queryUseCase({
  name: 'CalculateOrdine',
  method: 'POST',
  path: 'elabora',
  status: 200,
  permission: [SEZIONE_ORDINI, LETTORI_ORDINI],
  body: NuovoOrdineDto,
  // readNuovoOrdine checks the body with the dialog's Italian messages
  bodyValidation: 'domain',
});

@Controller('ordiniordini')
export class CalculateOrdineEndpoint extends UseCaseEndpoint(calculateOrdine) {}

@QueryHandler(calculateOrdine.message)
export class CalculateOrdineHandler implements IQueryHandler<MessageOf<typeof calculateOrdine>, OrdinePrezzato & { dataOrdine: string }> {
  constructor(private readonly articoli: ArticoliPrezziLoader) {}

  async execute({ input }: MessageOf<typeof calculateOrdine>): Promise<OrdinePrezzato & { dataOrdine: string }> {
    const letto = readNuovoOrdine(input.body, false);
    const ids = letto.righe.map((r) => r.idArticolo);
    const articoli = await this.articoli.load(ids);
    const errori = [...letto.errori, ...articoliMancanti(ids, articoli)];
    if (errori.length) throw new BadRequestError(errori);
    return { dataOrdine: letto.dataOrdine, ...prezzaOrdine(letto.righe, articoli) };
  }
}
