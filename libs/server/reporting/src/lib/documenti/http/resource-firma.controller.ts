import { Body, Controller, Param, Post, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import { haPermesso } from '@registro/contracts';
import { NotFoundError, BadRequestError, parseId, permissionDenied, RequiresPermission, SezioniPermesso, CurrentUser, messaggio, metadataFrom, TextParam, type AuthenticatedUser } from '@registro/server-platform';
import { SignDocumento, MESSAGGIO_DOCUMENTO_NON_FIRMATO } from '../commands/sign-documento';
import { SEZIONE_DOCUMENTI } from '../domain/documento.events';
import { passwordFromKey } from '../firma/firma-password';
import { checkFirmaRequest } from '../firma/firma-request';
import { DocumentoReader } from '../queries/documento-reader';
import { MESSAGGIO_FIRMA_EFFETTUATA } from './firma.controller';
import { RichiestaFirmaRisorsaDto } from './firma-request.dto';

export const MESSAGGIO_SALVARE_PRIMA = 'Salvare prima di effettuare la validazione.';

/** A permission section's id (the list is the database's): anything else is no section. */
const RISORSA = new TextParam({ max: 64, pattern: /^[A-Za-z0-9_-]+$/, messaggio: 'Risorsa sconosciuta', errore: NotFoundError });
/** An id's digits, or what the editor sends for a record never saved (`undefined`, `-1`): idSalvato reads it. */
const ID_EVENTO = new TextParam({ max: 20, messaggio: 'Id non valido' });

/**
 * POST or PUT /api/{resource}/firma/{idEvento} (spec 1 §3 "Signing"), both the same: signs with
 * the facility certificate, the password being `key` decoded from base64 twice.
 * - resource `documentrepository`: idEvento is the document id;
 * - any other permission section: idEvento is that section's record, whose latest active document
 *   (archived by POST allegati with that sezione and idRisorsa) is signed.
 * The caller needs firma/modifica and visualizza on the resource's section (403 otherwise).
 * An unknown resource is 404 (the route never answers for paths that are not signatures of a
 * section); idEvento missing, -1 or 0 is 400 "Salvare prima di effettuare la validazione.".
 * Registered last (DocumentiModule lists it last) so no other controller's route is shadowed.
 */
@Controller()
export class ResourceFirmaController {
  constructor(
    private readonly signDocumento: SignDocumento,
    private readonly leggi: DocumentoReader,
    private readonly sezioni: SezioniPermesso,
  ) {}

  @Post(':resource/firma/:idEvento')
  @RequiresPermission('firma', 'modifica')
  async firmaPost(@Param('resource', RISORSA) resource: string, @Param('idEvento', ID_EVENTO) idEvento: string, @Body() dto: RichiestaFirmaRisorsaDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    return this.firmaRisorsa(resource, idEvento, dto, user, req);
  }

  @Put(':resource/firma/:idEvento')
  @RequiresPermission('firma', 'modifica')
  async firmaPut(@Param('resource', RISORSA) resource: string, @Param('idEvento', ID_EVENTO) idEvento: string, @Body() dto: RichiestaFirmaRisorsaDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    return this.firmaRisorsa(resource, idEvento, dto, user, req);
  }

  private async firmaRisorsa(resource: string, idEvento: string, dto: RichiestaFirmaRisorsaDto, user: AuthenticatedUser, req: Request) {
    const sezione = resource.toLowerCase();
    if (!(await this.sezioni.tutte()).some((s) => s.id === sezione)) throw new NotFoundError(`Risorsa sconosciuta: ${resource}`);
    // signing a record's document also needs the right to see that record
    if (!haPermesso(user.permessi, sezione, 'visualizza')) throw permissionDenied({ sezione, permesso: 'visualizza' }, user.username);
    const id = this.idSalvato(idEvento, dto.idEvento);
    const r = checkFirmaRequest({
      password: dto.key ? passwordFromKey(dto.key) : '',
      codiceDispositivo: dto.codiceDispositivo,
      fieldName: dto.fieldName,
      firmaGrafica: dto.firmaGrafica,
      dispositivoObbligatorio: false,
    });
    const idDocumento = sezione === SEZIONE_DOCUMENTI ? id : await this.leggi.idAttivoDellaRisorsa(sezione, id);
    if (!idDocumento) throw new NotFoundError(MESSAGGIO_DOCUMENTO_NON_FIRMATO);
    await this.signDocumento.execute(idDocumento, r, user.username, metadataFrom(req, user));
    return messaggio(MESSAGGIO_FIRMA_EFFETTUATA);
  }

  /**
   * The record's id from the path (or the body when the path has none: the editor sends
   * `undefined` for a record never saved). None, 0 or -1: save it first; anything else parseId's.
   */
  private idSalvato(daPercorso: string, daCorpo: number | undefined): number {
    const testo = (daPercorso ?? '').trim();
    const valore = testo && testo !== 'undefined' && testo !== 'null' ? testo : String(daCorpo ?? '');
    if (valore === '' || (/^-?\d+$/.test(valore) && Number(valore) <= 0)) throw new BadRequestError(MESSAGGIO_SALVARE_PRIMA);
    return parseId(valore);
  }
}
