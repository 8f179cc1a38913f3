import { Controller, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  AggregateUseCases,
  BadRequestError,
  ConflictError,
  USER_DIRECTORY,
  UseCaseEndpoint,
  aggregateUseCase,
  isUniqueViolation,
  type MessageOf,
  type UserDirectory,
} from '@registro/server-platform';
import { ArticoliPrezziLoader, articoliMancanti } from '../commands/articoli-prezzi.loader';
import { prezzaOrdine } from '../domain/prezza-ordine';
import { readNuovoOrdine } from '../domain/read-nuovo-ordine';
import { getOrdine } from '../get-ordine/get-ordine';
import { SEZIONE_ORDINI } from '../history/ordini-history';
import { createOrdineDecider } from './decide-create-ordine';
import { NuovoOrdineDto } from './nuovo-ordine.dto';
import { OrdineNumbering } from './ordine-numbering';

/**
 * POST /api/ordiniordini: a new order of the signed-in user (the customer), answered as GET reads
 * it. With an `Idempotency-Key`, a repeat of the key answers the order created the first time.
 */
export const createOrdine = aggregateUseCase({
  name: 'CreateOrdine',
  method: 'POST',
  path: '',
  permission: [SEZIONE_ORDINI, 'modifica'],
  body: NuovoOrdineDto,
  bodyValidation: 'domain',
  idempotency: { resource: 'ordini' },
  decider: createOrdineDecider,
  answer: { messaggio: 'Salvataggio avvenuto con successo', read: getOrdine },
});

@Controller('ordiniordini')
export class CreateOrdineEndpoint extends UseCaseEndpoint(createOrdine) {}

/**
 * The body checked, the rows priced from the catalogue, the customer from the user's profile (the
 * signed-in user, or the one a process such as the seeder names in the metadata); then one
 * transaction: the id, the year's gap-free number, decideCreateOrdine, the new stream. Answers the id.
 */
@CommandHandler(createOrdine.message)
export class CreateOrdineHandler implements ICommandHandler<MessageOf<typeof createOrdine>, number> {
  constructor(
    private readonly useCases: AggregateUseCases,
    private readonly articoli: ArticoliPrezziLoader,
    private readonly numbering: OrdineNumbering,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  async execute({ input }: MessageOf<typeof createOrdine>): Promise<number> {
    const adesso = new Date();
    const letto = readNuovoOrdine(input.body, true, adesso);
    const ids = letto.righe.map((r) => r.idArticolo);
    const articoli = await this.articoli.load(ids);
    const errori = [...letto.errori, ...articoliMancanti(ids, articoli)];
    if (errori.length) throw new BadRequestError(errori);
    const cliente = await this.users.contact(input.user?.userId ?? Number(input.metadata.userId));
    if (!cliente) throw new BadRequestError('Utente non trovato');
    const { listaRighe, totaleOrdine } = prezzaOrdine(letto.righe, articoli);
    const { userId: idCliente, lastname: cognome, firstname: nome, comune, indirizzo, civico, cap } = cliente;
    try {
      return await this.useCases.run(createOrdine, input, {
        stream: async (tx) => ({ id: (await tx.query<{ id: number }>(`SELECT nextval('ordini_id_seq')::int AS id`)).rows[0].id, expectedVersion: 0 }),
        load: async (tx, { id }) => ({
          id,
          ...(await this.numbering.take(tx, letto.dataOrdine)),
          dataOrdine: letto.dataOrdine,
          cliente: { idCliente, cognome, nome, comune, indirizzo, civico, cap },
          listaRighe,
          totaleOrdine,
          dataOra: adesso.toISOString(),
        }),
      });
    } catch (e) {
      if (isUniqueViolation(e, 'ordini_anno_codice_idx')) throw new ConflictError('Numero ordine già assegnato: riprovare il salvataggio');
      throw e;
    }
  }
}
