import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { BadRequestError, UnitOfWork } from '@registro/server-platform';
import { OrdineStream } from '../commands/ordine-stream';
import { decideConfermaOrdine } from './decide-conferma-ordine';
import { UpdateStatoOrdineCommand } from './update-stato-ordine.command';

@CommandHandler(UpdateStatoOrdineCommand)
export class UpdateStatoOrdineHandler implements ICommandHandler<UpdateStatoOrdineCommand, number> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly stream: OrdineStream,
  ) {}

  /** Answers the order's id. */
  async execute({ body, metadata }: UpdateStatoOrdineCommand): Promise<number> {
    const id = Number(body.id);
    const errori: string[] = [];
    if (!Number.isInteger(id) || id <= 0) errori.push("Il campo id dell'ordine è obbligatorio");
    if (body.statoAttuale !== 'CONFERMATO') errori.push('Lo stato richiesto non è valido: è ammesso solo CONFERMATO');
    if (errori.length) throw new BadRequestError(errori);
    await this.uow.run(async (tx) => {
      const { state, currentVersion } = await this.stream.read(tx, id);
      await this.stream.append(tx, id, currentVersion, decideConfermaOrdine({ id, adesso: new Date() }, state), metadata);
    });
    return id;
  }
}
