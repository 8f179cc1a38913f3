import { Inject, Injectable } from '@nestjs/common';
import type { EsitoImportazioneFattureRicevute, FatturaRicevutaCreata } from '@registro/contracts';
import type { EventMetadata, Transaction } from '@registro/server-event-store';
import { AggregateUseCases, FileArchive, SUPPLIER_DIRECTORY, UnitOfWork, isUniqueViolation, type SupplierDirectory } from '@registro/server-platform';
import { FileNonLeggibile, fileXmlDa, type FileXmlRicevuto } from '../../fatturapa/intake';
import { chiaveFornitore } from '../domain/chiave-fornitore';
import type { AllegatoImportato, FatturaRicevutaImportataData } from '../domain/fattura-ricevuta.events';
import type { BodyLetto } from '../domain/read-fattura-ricevuta';
import { importFatturaRicevutaDecider } from './decide-import-fattura-ricevuta';
import { FatturaRicevutaReader, FatturaRicevutaRifiutata } from './fattura-ricevuta-reader';
import { italianDay } from '@registro/server-kernel';

/** One uploaded file as multer hands it over (memory storage). */
export interface FileCaricato {
  originalname: string;
  buffer: Buffer;
}

/** The same supplier, number and date already imported: names the existing document. */
class FatturaGiaImportata extends Error {
  constructor(
    messaggio: string,
    readonly idEsistente?: number,
  ) {
    super(messaggio);
  }
}

const giaImportata = (numero: string, data: string, fornitore: string) => `Fattura già importata: n. ${numero} del ${italianDay(data)} di ${fornitore}`;
const maiuscola = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * POST fatturericevute/importa: every XML file of the upload (plain, signed .p7m, in a zip) read
 * as FatturaPA and imported in a transaction of its own, one received document per
 * FatturaElettronicaBody: the original bytes and the attachments kept by SHA-256, the supplier
 * matched or created through SUPPLIER_DIRECTORY, `FatturaRicevutaImportata` on a new stream. A
 * refused file writes nothing and the others still go in.
 */
@Injectable()
export class ImportFattureRicevute {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly useCases: AggregateUseCases,
    private readonly reader: FatturaRicevutaReader,
    @Inject(SUPPLIER_DIRECTORY) private readonly fornitori: SupplierDirectory,
    private readonly archivio: FileArchive,
  ) {}

  async importa(caricati: FileCaricato[], metadata: EventMetadata): Promise<EsitoImportazioneFattureRicevute> {
    const esito: EsitoImportazioneFattureRicevute = { creati: [], rifiutati: [] };
    for (const caricato of caricati) {
      let files: FileXmlRicevuto[];
      try {
        files = await fileXmlDa(caricato.originalname, caricato.buffer);
      } catch (e) {
        if (!(e instanceof FileNonLeggibile)) throw e;
        esito.rifiutati.push({ file: e.file, messaggio: maiuscola(e.message.slice(e.file.length + 2)) });
        continue;
      }
      for (const file of files) {
        try {
          const letta = await this.reader.read(file);
          esito.creati.push(...(await this.uow.run((tx) => this.importaFile(tx, file, letta.bodies, letta.avvisi, metadata))));
        } catch (e) {
          if (e instanceof FatturaRicevutaRifiutata) esito.rifiutati.push({ file: file.nome, messaggio: maiuscola(e.message) });
          else if (e instanceof FatturaGiaImportata)
            esito.rifiutati.push({ file: file.nome, messaggio: e.message, ...(e.idEsistente !== undefined ? { idEsistente: e.idEsistente } : {}) });
          else throw e;
        }
      }
    }
    return esito;
  }

  private async importaFile(tx: Transaction, file: FileXmlRicevuto, bodies: BodyLetto[], avvisi: string[], metadata: EventMetadata): Promise<FatturaRicevutaCreata[]> {
    const hash = await this.archivio.save(tx, file.originale);
    const creati: FatturaRicevutaCreata[] = [];
    for (const { documento, allegati } of bodies) {
      const chiave = chiaveFornitore(documento.cedente);
      await this.rifiutaDuplicato(tx, chiave, documento.numero, documento.data, documento.cedente.denominazione);
      const { cedente } = documento;
      const fornitore = await this.fornitori.trovaOCreaFornitore(tx, cedente, metadata);
      const conservati: AllegatoImportato[] = [];
      for (const a of allegati)
        conservati.push({ nome: a.nome, ...(a.formato ? { formato: a.formato } : {}), ...(a.descrizione ? { descrizione: a.descrizione } : {}), byte: a.contenuto.length, sha256: await this.archivio.save(tx, a.contenuto) });
      const { rows } = await tx.query<{ id: number }>(`SELECT nextval('fatture_ricevute_id_seq')::int AS id`);
      const id = rows[0].id;
      const tipo = await this.tipoDocumentoRicevuto(tx, documento.tipoDocumento);
      const data: FatturaRicevutaImportataData = {
        id,
        documento,
        nomeFile: file.nome,
        sha256: hash,
        fornitore,
        ...(tipo ? { tipoDocumentoRicevuto: tipo } : {}),
        allegati: conservati,
        avvisi,
        ...(file.firma ? { firma: file.firma } : {}),
      };
      try {
        await this.useCases.decideIn(tx, importFatturaRicevutaDecider, metadata, { stream: () => ({ id, expectedVersion: 0 }), load: () => data });
      } catch (e) {
        // another import of the same document committed in between (the transaction is spoilt: no id to name)
        if (isUniqueViolation(e, 'fatture_ricevute_chiave_idx')) throw new FatturaGiaImportata(giaImportata(documento.numero, documento.data, cedente.denominazione));
        throw e;
      }
      creati.push({ id, file: file.nome, numero: documento.numero, data: documento.data, tipoDocumento: documento.tipoDocumento, totale: documento.totale, fornitore });
    }
    return creati;
  }

  /** Refuses the document when its supplier, number and date are already imported, naming the existing one. */
  private async rifiutaDuplicato(tx: Transaction, chiave: string, numero: string, data: string, denominazione: string): Promise<void> {
    const { rows } = await tx.query<{ id: number; fornitore: string }>(
      `SELECT id, fornitore_denominazione AS fornitore FROM fatture_ricevute WHERE chiave_fornitore = $1 AND lower(numero) = lower($2) AND data = $3::date`,
      [chiave, numero, data],
    );
    const esistente = rows[0];
    if (esistente) throw new FatturaGiaImportata(giaImportata(numero, data, esistente.fornitore || denominazione), esistente.id);
  }

  /** The registry's document type of kind RICEVUTO for a FatturaPA TipoDocumento (TD01…), the first by id; none when not configured. */
  private async tipoDocumentoRicevuto(tx: Transaction, tipoDocumentoSdi: string): Promise<{ id: number; descrizione: string } | undefined> {
    const { rows } = await tx.query<{ id: number; descrizione: string }>(
      `SELECT id, descrizione_tipo_documento AS descrizione FROM tipi_documento WHERE tipo_documento = 'RICEVUTO' AND tipo_documento_sdi = $1 ORDER BY id LIMIT 1`,
      [tipoDocumentoSdi],
    );
    return rows[0];
  }
}
