import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { BadRequestError, ConflictError, IdempotentCreation, USER_DIRECTORY, UnitOfWork, isUniqueViolation, type UserDirectory } from '@registro/server-platform';
import { ArticoliPrezziLoader, articoliMancanti } from '../commands/articoli-prezzi.loader';
import { OrdineNumbering } from '../commands/ordine-numbering';
import { OrdineStream } from '../commands/ordine-stream';
import { prezzaOrdine } from '../domain/prezza-ordine';
import { readNuovoOrdine } from '../domain/read-nuovo-ordine';
import { CreateOrdineCommand } from './create-ordine.command';
import { decideCreateOrdine } from './decide-create-ordine';

/**
 * The body checked, the rows priced from the catalogue, the customer from the user's profile; then
 * one transaction: the id, the year's gap-free number, the pure decider, the new stream.
 */
@CommandHandler(CreateOrdineCommand)
export class CreateOrdineHandler implements ICommandHandler<CreateOrdineCommand, number> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly stream: OrdineStream,
    private readonly articoli: ArticoliPrezziLoader,
    private readonly numbering: OrdineNumbering,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
    private readonly idempotency: IdempotentCreation,
  ) {}

  async execute({ body, userId, metadata, idempotencyKey }: CreateOrdineCommand): Promise<number> {
    const adesso = new Date();
    const letto = readNuovoOrdine(body, true, adesso);
    const ids = letto.righe.map((r) => r.idArticolo);
    const articoli = await this.articoli.load(ids);
    const errori = [...letto.errori, ...articoliMancanti(ids, articoli)];
    if (errori.length) throw new BadRequestError(errori);
    const cliente = await this.users.contact(userId);
    if (!cliente) throw new BadRequestError('Utente non trovato');
    const { listaRighe, totaleOrdine } = prezzaOrdine(letto.righe, articoli);
    const { userId: idCliente, lastname: cognome, firstname: nome, comune, indirizzo, civico, cap } = cliente;
    try {
      return await this.uow.run((tx) =>
        this.idempotency.create(tx, { key: idempotencyKey, userId: metadata.userId, resource: 'ordini', body }, async () => {
          const { rows } = await tx.query<{ id: number }>(`SELECT nextval('ordini_id_seq')::int AS id`);
          const id = rows[0].id;
          const { anno, codice } = await this.numbering.take(tx, letto.dataOrdine);
          const events = decideCreateOrdine(
            { id, anno, codice, dataOrdine: letto.dataOrdine, cliente: { idCliente, cognome, nome, comune, indirizzo, civico, cap }, listaRighe, totaleOrdine, dataOra: adesso.toISOString() },
            null,
          );
          await this.stream.append(tx, id, 0, events, metadata);
          return id;
        }),
      );
    } catch (e) {
      if (isUniqueViolation(e, 'ordini_anno_codice_idx')) throw new ConflictError('Numero ordine già assegnato: riprovare il salvataggio');
      throw e;
    }
  }
}
