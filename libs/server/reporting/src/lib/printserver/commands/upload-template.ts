import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { PostgresEventStore, diffCampi, hasChanges, type EventMetadata, type RecordState } from '@registro/server-event-store';
import { NotFoundError, UnitOfWork } from '@registro/server-platform';
import { templateBaseName } from '../../template-catalog/template-catalog';
import { FileArchive } from '@registro/server-platform';
import { TEMPLATE_CARICATO, streamReportTipo, type ReportTipoEvent, type TemplateCaricatoData, type ValoriReportTipo } from '../printserver.events';
import { reportTipoAggregate } from '../report-tipo.aggregate';
import {
  MAX_TEMPLATE_BYTES,
  MESSAGGIO_TEMPLATE_TROPPO_GRANDE,
  decodeBase64,
  templateFileName,
  checkTemplate,
} from '../template/template-check';
import type { UploadReportTipoDto } from './report-tipo.dto';

/**
 * POST printreporttipi/upload: a .jasper or .jrxml the engine can read becomes the report type's
 * template. The bytes go once into reporting_file; the stream gets TemplateCaricato (the history
 * shows each upload) and, when it changes, the subreport name (the file name without extension).
 */
@Injectable()
export class UploadTemplate {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly archivio: FileArchive,
  ) {}

  async execute(dto: UploadReportTipoDto, metadata: EventMetadata): Promise<TemplateCaricatoData> {
    const { nomeFile, formato } = templateFileName(dto.name);
    if (dto.base64.length > (MAX_TEMPLATE_BYTES / 3) * 4 + 1024)
      throw new HttpException({ messaggio: MESSAGGIO_TEMPLATE_TROPPO_GRANDE }, HttpStatus.PAYLOAD_TOO_LARGE);
    const bytes = decodeBase64(dto.base64);
    if (bytes.length > MAX_TEMPLATE_BYTES) throw new HttpException({ messaggio: MESSAGGIO_TEMPLATE_TROPPO_GRANDE }, HttpStatus.PAYLOAD_TOO_LARGE);
    const { contenuto } = await checkTemplate(nomeFile, formato, bytes);
    const subreport = templateBaseName(nomeFile);
    return this.uow.run(async (tx) => {
      const { newEvents } = await this.store.handleCommand(
        tx,
        streamReportTipo(dto.idReportTipo),
        reportTipoAggregate,
        (state, { inputs: sha256 }): ReportTipoEvent[] => {
          const changes = diffCampi<ValoriReportTipo>(existingReportTipo(state), { subreport });
          const caricato: TemplateCaricatoData = { nomeFile, formato, sha256, dimensione: contenuto.length };
          return [...(hasChanges(changes) ? [{ type: 'RecordUpdated' as const, data: { changes } }] : []), { type: TEMPLATE_CARICATO, data: caricato }];
        },
        {
          metadata,
          // the bytes go into the archive only for a report type that exists
          load: async (state: RecordState<ValoriReportTipo>) => {
            existingReportTipo(state);
            return this.archivio.save(tx, contenuto);
          },
        },
      );
      const caricato = newEvents.find((e) => e.type === TEMPLATE_CARICATO);
      return caricato?.data as TemplateCaricatoData;
    });
  }
}

function existingReportTipo(state: RecordState<ValoriReportTipo>): ValoriReportTipo {
  if (!state.values || state.deleted) throw new NotFoundError('Template non trovato');
  return state.values;
}
