import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { PostgresEventStore, type EventMetadata } from '@registro/server-event-store';
import { NotFoundError, UnitOfWork } from '@registro/server-platform';
import { nomeBaseTemplate } from '../../catalogo/catalogo-template';
import { ArchivioFile } from '../../archivio/archivio-file';
import { SEZIONE_PRINTREPORT, TEMPLATE_CARICATO, streamReportTipo, type TemplateCaricatoData } from '../printserver.events';
import {
  BYTE_MASSIMI_TEMPLATE,
  MESSAGGIO_TEMPLATE_TROPPO_GRANDE,
  decodificaBase64,
  nomeTemplate,
  verificaTemplate,
} from '../template/verifica-template';
import type { UploadReportTipoDto } from './report-tipo.dto';

/**
 * POST printreporttipi/upload: a .jasper or .jrxml the engine can read becomes the report type's
 * template. The bytes go once into reporting_file; the stream gets TemplateCaricato (the history
 * shows each upload) and, when it changes, the subreport name (the file name without extension).
 */
@Injectable()
export class CaricaTemplate {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly archivio: ArchivioFile,
  ) {}

  async carica(dto: UploadReportTipoDto, metadata: EventMetadata): Promise<TemplateCaricatoData> {
    const { nomeFile, formato } = nomeTemplate(dto.name);
    if (dto.base64.length > (BYTE_MASSIMI_TEMPLATE / 3) * 4 + 1024)
      throw new HttpException({ messaggio: MESSAGGIO_TEMPLATE_TROPPO_GRANDE }, HttpStatus.PAYLOAD_TOO_LARGE);
    const bytes = decodificaBase64(dto.base64);
    if (bytes.length > BYTE_MASSIMI_TEMPLATE) throw new HttpException({ messaggio: MESSAGGIO_TEMPLATE_TROPPO_GRANDE }, HttpStatus.PAYLOAD_TOO_LARGE);
    const { contenuto } = await verificaTemplate(nomeFile, formato, bytes);
    const subreport = nomeBaseTemplate(nomeFile);
    return this.uow.run(async (tx) => {
      const { rows } = await tx.query(`SELECT subreport, versione FROM print_report_tipi WHERE id = $1 FOR UPDATE`, [dto.idReportTipo]);
      if (!rows[0]) throw new NotFoundError('Template non trovato');
      const sha256 = await this.archivio.salva(tx, contenuto);
      const caricato: TemplateCaricatoData = { nomeFile, formato, sha256, dimensione: contenuto.length };
      const eventi = [
        ...(rows[0].subreport !== subreport ? [{ type: 'RecordUpdated', data: { changes: { subreport: { prima: rows[0].subreport, dopo: subreport } } } }] : []),
        { type: TEMPLATE_CARICATO, data: { ...caricato } },
      ];
      await this.store.append(tx, streamReportTipo(dto.idReportTipo), SEZIONE_PRINTREPORT, eventi, rows[0].versione, metadata);
      return caricato;
    });
  }
}
