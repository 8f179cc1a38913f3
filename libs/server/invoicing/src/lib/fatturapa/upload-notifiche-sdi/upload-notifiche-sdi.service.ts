import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { EsitoNotificheSdi } from '@registro/contracts';
import { ConcurrencyError, PostgresEventStore, type EventMetadata } from '@registro/server-event-store';
import { BadRequestError, HttpError, PayloadTooLargeError, UnitOfWork } from '@registro/server-platform';
import { fatturaAggregate } from '../../fatture/domain/fattura.aggregate';
import { fatturaStreamId, type StatoSdiRegistratoData } from '../../fatture/domain/fattura.events';
import { leggiNotificaSdi, NotificaSdiNonValida, tipoNotificaSdi } from '../domain/notifica-sdi';
import { XmlSchemaValidator } from '../xml/xml-schema-validator';
import { registraNotificaSdiDecider, type RicevutaRegistrata } from './decide-registra-notifica-sdi';
import { esportazioneDellaNotifica } from './esportazioni-sdi';
import { FileNonLeggibile, fileXmlDa, type FileXmlRicevuto, type LimitiIntake } from '../intake';

/** An uploaded file as multer hands it over. */
export interface FileCaricato {
  originalname: string;
  buffer: Buffer;
  size: number;
}

const MB = 1024 * 1024;

/** The limits of one upload: 5 MB a file (the SDI's own limit), 20 MB in all, 20 files. */
export const LIMITI_NOTIFICHE_SDI = { byteFile: 5 * MB, byteTotali: 20 * MB, file: 20 } as const;

/** A zip of receipts: at most 500 files of 5 MB, 50 MB once inflated, no entry inflating 100 times. */
const LIMITI_INTAKE_NOTIFICHE: LimitiIntake = {
  byteMassimiFile: LIMITI_NOTIFICHE_SDI.byteFile,
  zip: { voci: 500, nonCompressiTotali: 50 * MB, rapportoCompressione: 100, byteMassimiVoce: LIMITI_NOTIFICHE_SDI.byteFile },
};

/** Why a receipt changes nothing, with the file's name. */
class NotificaRifiutata extends Error {}

type Esito = { registrata: true; idDocumento: number; numeroDocumento: string; ricevuta: StatoSdiRegistratoData } | { registrata: false; idDocumento: number };

/**
 * POST documenti/notifichesdi: each receipt of the upload (an XML, a signed .p7m, a zip of them) is
 * checked against MessaggiTypes 1.1, read, matched to the export it names and appended to that
 * invoice's stream as StatoSdiRegistrato, one transaction per receipt. A receipt that is unreadable,
 * hostile, of another schema, not about an issued invoice or matching no export changes nothing and
 * is listed in `rifiutate` with its reason; one already on the stream is listed in `giaRegistrate`.
 */
@Injectable()
export class UploadNotificheSdi {
  private readonly logger = new Logger('NotificheSdi');

  constructor(
    private readonly validator: XmlSchemaValidator,
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
  ) {}

  async upload(caricati: FileCaricato[] | undefined, metadata: EventMetadata): Promise<EsitoNotificheSdi> {
    if (!caricati?.length) throw new BadRequestError('Selezionare almeno un file di ricevuta dello SDI (.xml, .p7m o .zip) nel campo "file"');
    const totale = caricati.reduce((s, f) => s + f.size, 0);
    if (totale > LIMITI_NOTIFICHE_SDI.byteTotali)
      throw new PayloadTooLargeError(`I file caricati superano insieme i ${LIMITI_NOTIFICHE_SDI.byteTotali / MB} MB: caricarli in più volte`);
    const esito: EsitoNotificheSdi = { registrate: [], rifiutate: [], giaRegistrate: [] };
    for (const caricato of caricati) {
      const nomeCaricato = nomeSicuro(caricato.originalname);
      let files: FileXmlRicevuto[];
      try {
        files = await fileXmlDa(nomeCaricato, caricato.buffer, LIMITI_INTAKE_NOTIFICHE);
      } catch (e) {
        if (!(e instanceof FileNonLeggibile)) throw e;
        esito.rifiutate.push({ file: e.file, messaggio: e.message });
        continue;
      }
      for (const file of files) {
        const nome = file.nome;
        try {
          const r = await this.registra(file, metadata);
          if (r.registrata) esito.registrate.push({ file: nome, idDocumento: r.idDocumento, numeroDocumento: r.numeroDocumento, stato: r.ricevuta.stato, tipo: r.ricevuta.tipo });
          else esito.giaRegistrate.push({ file: nome, idDocumento: r.idDocumento });
        } catch (e) {
          if (e instanceof ConcurrencyError) {
            // the same invoice written at the same moment (the same receipt uploaded twice at once): this one is not recorded
            esito.rifiutate.push({ file: nome, messaggio: `${nome}: la fattura è stata aggiornata nello stesso momento, ricaricare il file` });
            continue;
          }
          if (!(e instanceof NotificaRifiutata || e instanceof NotificaSdiNonValida || (e instanceof HttpError && e.getStatus() === 422))) throw e;
          esito.rifiutate.push({ file: nome, messaggio: `${nome}: ${e instanceof HttpError ? e.messaggio : e.message}` });
        }
      }
    }
    return esito;
  }

  /** One receipt: validated, read, matched, appended in its own transaction (or found already there). */
  private async registra(file: FileXmlRicevuto, metadata: EventMetadata): Promise<Esito> {
    const validazione = await this.validator.validate('sdi-messaggi', file.testo);
    if (!validazione.wellFormed || !validazione.tree) throw new NotificaRifiutata(`file non leggibile come XML: ${validazione.errors.slice(0, 2).join('; ')}`);
    tipoNotificaSdi(validazione.tree);
    if (validazione.errors.length)
      throw new NotificaRifiutata(`non conforme allo schema delle ricevute SDI (MessaggiTypes 1.1): ${validazione.errors.slice(0, 3).join('; ')}`);
    const notifica = leggiNotificaSdi(validazione.tree);
    const sha256Ricevuta = createHash('sha256').update(file.originale).digest('hex');
    return this.uow.run(async (tx) => {
      const esportazione = await esportazioneDellaNotifica(tx, notifica);
      if (!esportazione)
        throw new NotificaRifiutata(`nessuna fattura esportata corrisponde al file ${notifica.nomeFileFattura || '(senza NomeFile)'}${notifica.hashFattura ? ' né alla sua impronta' : ''}`);
      const ricevuta: StatoSdiRegistratoData = {
        tipo: notifica.tipo,
        stato: notifica.stato,
        identificativoSdi: notifica.identificativoSdi,
        dataOra: notifica.dataOra ?? new Date().toISOString(),
        nomeFileFattura: notifica.nomeFileFattura || esportazione.nomeFile,
        nomeFileRicevuta: file.nome.split('/').pop() ?? file.nome,
        sha256Ricevuta,
        ...(notifica.errori ? { errori: notifica.errori } : {}),
        ...(notifica.esitoCommittente ? { esitoCommittente: notifica.esitoCommittente } : {}),
        ...(notifica.note ? { note: notifica.note } : {}),
      };
      const streamId = fatturaStreamId(esportazione.idFattura);
      const { newEvents } = await this.store.handleCommand(
        tx,
        streamId,
        fatturaAggregate,
        (state, { inputs }) => registraNotificaSdiDecider.decide({ ricevuta, registrate: inputs }, state),
        { metadata, expectedVersion: 'any', load: async () => ricevuteDelFlusso(await this.store.readStream(streamId, {}, tx)) },
      );
      if (!newEvents.length) return { registrata: false, idDocumento: esportazione.idFattura };
      this.logger.log(`Fattura ${esportazione.idFattura}: ricevuta ${ricevuta.tipo} ${ricevuta.identificativoSdi} registrata (${ricevuta.stato})`);
      return { registrata: true, idDocumento: esportazione.idFattura, numeroDocumento: esportazione.numeroDocumento, ricevuta };
    });
  }
}

/** The receipts a stream already holds. */
function ricevuteDelFlusso(eventi: { type: string; data: unknown }[]): RicevutaRegistrata[] {
  return eventi.filter((e) => e.type === 'StatoSdiRegistrato').map((e) => e.data as RicevutaRegistrata);
}

/** The file's own name (no folders), printable, at most 200 characters. */
function nomeSicuro(nome: string): string {
  const base = (nome ?? '').replace(/\\/g, '/').split('/').pop() ?? '';
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200) || 'file senza nome';
}
