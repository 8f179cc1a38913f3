import { Injectable, Logger } from '@nestjs/common';
import { PostgresEventStore, type EventMetadata, type Transaction } from '@registro/server-event-store';
import { FileArchive, UnprocessableEntityError } from '@registro/server-platform';
import { fatturaAggregate, type FatturaState } from '../../../fatture/domain/fattura.aggregate';
import { isEsportata } from '../../../fatture/domain/fattura-esportata';
import { fatturaStreamId, type FatturaElettronicaEsportataData, type FatturaEvent } from '../../../fatture/domain/fattura.events';
import { CODICE_DESTINATARIO_SCONOSCIUTO, problemiFatturaSdi } from '../../checks/fattura-sdi-checks';
import { problemiPerUtente } from '../../checks/problemi-per-utente';
import { decideExportFatturaElettronica } from '../../domain/decide-export-fattura-elettronica';
import { buildFatturaElettronica, formatoTrasmissione, isDestinatarioPrivato } from '../../domain/fattura-elettronica-builder';
import { nomeFileSdi } from '../../domain/nome-file-sdi';
import { FatturaElettronicaVerifier } from '../../fattura-elettronica-verifier';
import { descriviProblema } from '../../sdi/problema-sdi';
import { DatiFatturaElettronicaLoader } from './dati-fattura-elettronica.loader';
import { EsportazioniFatture } from './esportazioni-fatture.service';
import type { FatturaElettronicaEsportata } from './export-fattura-elettronica.command';

/**
 * One export of an invoice, inside the caller's transaction (a download, or one file of a zip).
 *
 * Locked (exported since creation or the last reopening) and exported with an SDI name: the same
 * bytes again, same progressivo, recorded again (the history shows each download). Otherwise a
 * new export: the stored invoice checked with the rules the save applies (an invoice saved before
 * them may break them), the next progressivo of the transmitter, the XML built with it, then the
 * XSD and the offline SDI checks; refused with 422 in the editor's words (each problem with the SDI
 * code it would trigger; the XSD's raw detail only in the server log). Recorded as
 * FatturaElettronicaEsportata with both names, the progressivo and the SHA-256 of the bytes.
 */
@Injectable()
export class FatturaElettronicaExporter {
  private readonly logger = new Logger('FatturaElettronica');

  constructor(
    private readonly loader: DatiFatturaElettronicaLoader,
    private readonly verifier: FatturaElettronicaVerifier,
    private readonly esportazioni: EsportazioniFatture,
    private readonly archivio: FileArchive,
    private readonly store: PostgresEventStore,
  ) {}

  async esporta(tx: Transaction, id: number, metadata: EventMetadata): Promise<FatturaElettronicaEsportata> {
    await this.esportazioni.bloccaFattura(tx, id);
    let esito: FatturaElettronicaEsportata | undefined;
    await this.store.handleCommand<FatturaState, FatturaEvent, FatturaElettronicaEsportataData | undefined>(
      tx,
      fatturaStreamId(id),
      fatturaAggregate,
      (state, { inputs }) => (inputs ? decideExportFatturaElettronica(state, inputs) : []),
      {
        metadata,
        expectedVersion: 'any',
        load: async (state): Promise<FatturaElettronicaEsportataData | undefined> => {
          const { esportazione, ...risultato } = (await this.ripeti(tx, id, state)) ?? (await this.nuova(tx, id, state));
          esito = risultato;
          return esportazione;
        },
      },
    );
    if (!esito) throw new Error(`Fattura ${id}: esportazione senza esito`);
    return esito;
  }

  /** The locked invoice's last export, byte for byte; undefined when there is none with an SDI name (exported before issue 26). */
  private async ripeti(tx: Transaction, id: number, state: FatturaState) {
    if (!state || !isEsportata(state)) return undefined;
    const ultima = await this.esportazioni.ultima(tx, id);
    const xml = ultima && (await this.archivio.read(ultima.sha256, tx));
    if (!ultima || !xml) return undefined;
    const formato = formatoTrasmissione(state.codiceDestinatario?.trim() || CODICE_DESTINATARIO_SCONOSCIUTO);
    return {
      xml,
      nomeFile: ultima.nomeFile,
      nomeFileSdi: ultima.nomeFileSdi,
      numeroDocumento: state.numeroDocumento,
      privato: isDestinatarioPrivato(state),
      esportazione: { ...ultima, formato },
    };
  }

  private async nuova(tx: Transaction, id: number, state: FatturaState) {
    const dati = await this.loader.load(id);
    const righe = dati.documento.righeDocumento.filter((r) => r.descrizione?.trim());
    const regole = problemiFatturaSdi(
      { destinatario: dati.documento, righe, cedente: dati.struttura },
      { province: await this.loader.province(), riferimentiNormativi: dati.riferimentiNormativi },
    );
    if (regole.length) throw new UnprocessableEntityError(regole.map((p) => p.messaggio), { problemi: regole });
    const idCodice = dati.struttura.partitaIva.trim();
    // an invoice without a stream records nothing: it takes no progressivo either
    const progressivo = state ? await this.esportazioni.prossimoProgressivo(tx, idCodice) : undefined;
    const { xml, formato, nomeFile } = buildFatturaElettronica({ ...dati, progressivoInvio: progressivo });
    const trovati = await this.verifier.problemi(xml);
    if (trovati.length) {
      this.logger.warn(`Fattura ${id}: fattura elettronica non conforme: ${trovati.map(descriviProblema).join(' | ')}`);
      const problemi = problemiPerUtente(xml, trovati);
      throw new UnprocessableEntityError(problemi.map((p) => p.messaggio), { problemi });
    }
    const bytes = Buffer.from(xml, 'utf8');
    const base = { xml: bytes, nomeFile, numeroDocumento: dati.documento.numeroDocumento, privato: isDestinatarioPrivato(dati.documento) };
    if (!progressivo) return { ...base, esportazione: undefined };
    const hash = await this.archivio.save(tx, bytes);
    const sdi = nomeFileSdi(idCodice, progressivo);
    return { ...base, nomeFileSdi: sdi, esportazione: { nomeFile, formato, nomeFileSdi: sdi, progressivoInvio: progressivo, sha256: hash } };
  }
}
