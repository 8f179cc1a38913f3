import { Body, Controller, Get, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { BadRequestError, RequiresPermission, UnitOfWork, CurrentUser, messaggio, metadataFrom, ok, type AuthenticatedUser } from '@registro/server-platform';
import { SignDocumento, signPdfOr400 } from '../commands/sign-documento';
import { pdfFromBase64 } from '../commands/uploaded-pdf';
import { dispositiviPer } from '../firma/firma-devices';
import { checkFirmaRequest } from '../firma/firma-request';
import { FirmaDevicesQueryDto } from './firma-devices.dto';
import { RichiestaFirmaDto } from './firma-request.dto';

export const MESSAGGIO_FIRMA_EFFETTUATA = 'Firma effettuata';

/** GET /api/digitalsigndevice and POST /api/sign (spec 1 §3 "Signature device", "Signature request"). */
@Controller()
export class FirmaController {
  constructor(
    private readonly signDocumento: SignDocumento,
    private readonly uow: UnitOfWork,
  ) {}

  @Get('digitalsigndevice')
  @RequiresPermission('firma', 'visualizza')
  dispositivi(@Query() { tipoFirma }: FirmaDevicesQueryDto) {
    return ok(dispositiviPer(tipoFirma));
  }

  /**
   * Signs every file with the facility certificate, all or nothing. A file whose idRiferimento is a
   * repository document signs that document's current version and records it (DocumentoFirmato);
   * without idRiferimento its fileBase64 is signed and only returned.
   */
  @Post('sign')
  @RequiresPermission('firma', 'modifica')
  async sign(@Body() dto: RichiestaFirmaDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const r = checkFirmaRequest({ password: dto.pin, codiceDispositivo: dto.codiceDispositivo, fieldName: dto.fieldName, firmaGrafica: dto.firmaGrafica, dispositivoObbligatorio: true });
    if (!dto.files.length) throw new BadRequestError('Nessun file da firmare');
    const daArchivio = (f: { idRiferimento?: number }) => (f.idRiferimento ?? 0) > 0;
    const liberi = new Map<number, Buffer>();
    for (const [i, f] of dto.files.entries()) if (!daArchivio(f)) liberi.set(i, await pdfFromBase64(f.fileBase64 ?? '', `files[${i}].fileBase64`));
    const cred = await this.signDocumento.credenziali(r.password);
    const metadata = metadataFrom(req, user);
    const firmati = await this.uow.run(async (tx) => {
      const risultato: { idRiferimento: number; fileBase64: string }[] = [];
      for (const [i, f] of dto.files.entries()) {
        const pdf = daArchivio(f)
          ? await this.signDocumento.executeIn(tx, f.idRiferimento, r, user.username, metadata, cred)
          : (await signPdfOr400(liberi.get(i)!, cred, r, user.username)).pdf;
        risultato.push({ idRiferimento: f.idRiferimento ?? 0, fileBase64: pdf.toString('base64') });
      }
      return risultato;
    });
    return messaggio(MESSAGGIO_FIRMA_EFFETTUATA, firmati);
  }
}
