import { Controller } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Ordine } from '@registro/contracts';
import { AggregateUseCases, BadRequestError, UseCaseEndpoint, aggregateUseCase, decider, type MessageOf } from '@registro/server-platform';
import { ordineAggregate } from '../domain/ordine.aggregate';
import { OrdineReader } from '../get-ordine/ordine.reader';
import { SEZIONE_ORDINI } from '../history/ordini-history';
import { AggiornaStatoOrdineDto } from './aggiorna-stato-ordine.dto';
import { decideConfermaOrdine } from './decide-conferma-ordine';

/** POST /api/ordiniordini/aggiornastato {id, statoAttuale: 'CONFERMATO'}: CREATO → CONFERMATO (spec 3 §4), for staff with approva. */
export const updateStatoOrdine = aggregateUseCase({
  name: 'UpdateStatoOrdine',
  method: 'POST',
  path: 'aggiornastato',
  status: 200,
  permission: [SEZIONE_ORDINI, 'approva'],
  body: AggiornaStatoOrdineDto,
  // both fields are checked together, with the messages of the screen
  bodyValidation: 'domain',
  decider: decider(ordineAggregate, decideConfermaOrdine),
  answer: { messaggio: 'Ordine confermato' },
});

@Controller('ordiniordini')
export class UpdateStatoOrdineEndpoint extends UseCaseEndpoint(updateStatoOrdine) {}

/** The id and the status asked, each refusal in Italian. */
function richiesta(body: AggiornaStatoOrdineDto | undefined): number {
  const id = Number(body?.id);
  const errori: string[] = [];
  if (!Number.isInteger(id) || id <= 0) errori.push("Il campo id dell'ordine è obbligatorio");
  if (body?.statoAttuale !== 'CONFERMATO') errori.push('Lo stato richiesto non è valido: è ammesso solo CONFERMATO');
  if (errori.length) throw new BadRequestError(errori);
  return id;
}

/** Answers the confirmed order. */
@CommandHandler(updateStatoOrdine.message)
export class UpdateStatoOrdineHandler implements ICommandHandler<MessageOf<typeof updateStatoOrdine>, Ordine> {
  constructor(
    private readonly useCases: AggregateUseCases,
    private readonly ordini: OrdineReader,
  ) {}

  async execute({ input }: MessageOf<typeof updateStatoOrdine>): Promise<Ordine> {
    const id = richiesta(input.body);
    await this.useCases.run(updateStatoOrdine, input, { stream: () => ({ id }), load: () => ({ id, adesso: new Date() }) });
    return this.ordini.get(id, null);
  }
}
