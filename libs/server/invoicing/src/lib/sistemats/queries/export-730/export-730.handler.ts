import { Inject, Logger } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { existsSync, readFileSync } from 'node:fs';
import type { Pool } from 'pg';
import type { DocumentoFattura, Struttura } from '@registro/contracts';
import { romeDayEndSql, romeDayStartSql } from '@registro/server-kernel';
import { NotFoundError, PG_POOL, ServiceUnavailableError, UnprocessableEntityError } from '@registro/server-platform';
import { STRUTTURA_COLUMNS } from '../../../fatturapa/commands/export-fattura-elettronica/dati-fattura-elettronica.loader';
import { sistemaTsCertificate } from '../../../fatturapa/xml/standards-folders';
import { XmlSchemaValidator } from '../../../fatturapa/xml/xml-schema-validator';
import { fattureListSql } from '../../../fatture/list-fatture/fatture-list-sql';
import { build730, type FatturaPaziente } from '../../domain/spesa-730-builder';
import { sistemaTsCipher } from '../../domain/sistemats-cipher';
import { Export730Query, type File730 } from './export-730.query';

interface RigaFattura {
  id: number;
  documento: DocumentoFattura;
  numero_documento: string;
  data_documento: Date;
  codice_fiscale_soggetto: string;
  opposizione_ts: boolean;
  tipo_documento_sdi: string | null;
  tracciato: boolean | null;
}

/**
 * The 730 file: the structure's invoices of the period to private persons (no partita IVA) that the
 * invoice list's other filters select (its own SQL), with fiscal codes encrypted by the Sistema TS
 * certificate, validated against 730_precompilata.xsd. An invoice that fails the rules is left out
 * and listed with its reasons (`esclusi`); 503 without the certificate, 422 when the facility's
 * data are wrong or no invoice can be sent (every reason listed).
 */
@QueryHandler(Export730Query)
export class Export730Handler implements IQueryHandler<Export730Query, File730> {
  private readonly logger = new Logger('Export730');

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly validator: XmlSchemaValidator,
  ) {}

  async execute({ codiceStruttura, dataDal, dataAl, filtri }: Export730Query): Promise<File730> {
    const cifra = this.cipher();
    const strutture = await this.pool.query<Struttura>(`SELECT ${STRUTTURA_COLUMNS} FROM strutture WHERE codice_struttura = $1`, [codiceStruttura]);
    const struttura = strutture.rows[0];
    if (!struttura) throw new NotFoundError(`Struttura ${codiceStruttura} non trovata`);
    // the list's own filters (structure, number, type, name) as GET documenti applies them; the period is the 730's days
    const elenco = fattureListSql({ codiceStruttura, ...filtri });
    const p = (n: number) => `$${elenco.params.length + n}`;
    const { rows } = await this.pool.query<RigaFattura>(
      `SELECT f.id, f.documento, f.numero_documento, f.data_documento, f.codice_fiscale_soggetto, f.opposizione_ts, td.tipo_documento_sdi, mp.tracciato
         FROM fatture f
         LEFT JOIN tipi_documento td ON td.id = f.id_tipo_documento
         LEFT JOIN metodi_pagamento mp ON mp.id = f.id_metodo_pagamento
        WHERE f.id IN (SELECT id ${elenco.from})
          AND f.data_documento >= ${romeDayStartSql(p(1))}
          AND f.data_documento < ${romeDayEndSql(p(2))}
          AND btrim(f.partita_iva_soggetto) = ''
        ORDER BY f.data_documento, f.id`,
      [...elenco.params, dataDal, dataAl],
    );
    const fatture: FatturaPaziente[] = rows.map((r) => ({
      documento: {
        ...r.documento,
        id: r.id,
        numeroDocumento: r.documento.numeroDocumento || r.numero_documento,
        dataDocumento: r.data_documento.toISOString(),
        codiceFiscaleSoggetto: r.documento.codiceFiscaleSoggetto || r.codice_fiscale_soggetto,
        opposizioneTs: r.opposizione_ts || r.documento.opposizioneTs === true,
      },
      tipoDocumentoSdi: r.tipo_documento_sdi || 'TD01',
      tracciato: r.tracciato,
    }));
    const esito = build730({ struttura, fatture, cifra });
    if (esito.xml === null) throw new UnprocessableEntityError(esito.problemi);
    const validazione = await this.validator.validate('sistemats', esito.xml);
    if (validazione.errors.length) {
      // the raw XSD detail (line, element) only in the log; the user reads which file could not be made
      this.logger.warn(`File 730 ${codiceStruttura} ${dataDal}-${dataAl} non conforme: ${validazione.errors.join(' | ')}`);
      throw new UnprocessableEntityError('Dati del file 730 non conformi al tracciato del Sistema Tessera Sanitaria: verificare i dati della Struttura e delle fatture del periodo');
    }
    return { xml: esito.xml, esclusi: esito.esclusi, incluse: fatture.length - esito.esclusi.length, nomeFile: `730_${codiceStruttura.replace(/[^A-Za-z0-9_-]/g, '-')}_${dataDal}_${dataAl}.xml` };
  }

  private cipher(): (cf: string) => string {
    const file = sistemaTsCertificate();
    if (!existsSync(file)) {
      this.logger.warn(`Certificato Sistema TS non trovato: ${file}`);
      throw new ServiceUnavailableError('Certificato del Sistema Tessera Sanitaria (SanitelCF.cer) non disponibile: impossibile cifrare i codici fiscali');
    }
    return sistemaTsCipher(readFileSync(file));
  }
}
