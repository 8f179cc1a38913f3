import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { DocumentoFattura, RigaDocumento } from '@registro/contracts';
import { PG_POOL } from '@registro/server-platform';
import { createFattura } from '../save-fattura/create-fattura';

type Riga = Pick<RigaDocumento, 'codiceArticolo' | 'descrizione' | 'quantita' | 'prezzoUnitario' | 'sconto'>;

/**
 * A handful of demo invoices (idempotent: nothing when invoices exist), saved through the create
 * command on the master data of the invoicing seed: private patients (exempt N4 lines, one above
 * 77.47 so the virtual stamp applies), a company (22% lines, a discount) and the public body.
 */
@Injectable()
export class FattureSeeder {
  private readonly logger = new Logger('FattureSeeder');

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly commands: CommandBus,
  ) {}

  async run(): Promise<void> {
    const { rows: esistenti } = await this.pool.query('SELECT 1 FROM fatture LIMIT 1');
    if (esistenti.length) return;
    const uno = async <T>(sql: string): Promise<T | undefined> => (await this.pool.query(sql)).rows[0] as T | undefined;
    const struttura = await uno<{ codice_struttura: string }>('SELECT codice_struttura FROM strutture ORDER BY id LIMIT 1');
    const tipo = await uno<{ id: number }>(`SELECT id FROM tipi_documento WHERE tipo_documento = 'EMESSO' AND codice_numeratore <> '' ORDER BY (tipo_documento_sdi = 'TD01') DESC, id LIMIT 1`);
    const causale = tipo ? await uno<{ id: number }>(`SELECT id FROM causali_documento WHERE id_tipo_documento = ${Number(tipo.id)} ORDER BY id LIMIT 1`) : undefined;
    const esente = await uno<{ id: number }>(`SELECT id FROM tabella_iva WHERE aliquota_iva = 0 ORDER BY (natura = 'N4') DESC, id LIMIT 1`);
    const ordinaria = await uno<{ id: number }>('SELECT id FROM tabella_iva WHERE aliquota_iva = 22 ORDER BY id LIMIT 1');
    const unita = await uno<{ id: number }>('SELECT id FROM unita_misura ORDER BY id LIMIT 1');
    const moltiplicatore = await uno<{ id: number }>('SELECT id FROM moltiplicatori WHERE multiplo = 1 ORDER BY id LIMIT 1');
    const metodo = await uno<{ id: number }>('SELECT id FROM metodi_pagamento ORDER BY id LIMIT 1');
    if (!struttura || !tipo || !esente || !ordinaria || !unita || !moltiplicatore) {
      this.logger.warn('Dati di base della fatturazione mancanti: fatture dimostrative non create');
      return;
    }
    const riga = (r: Riga, idIva: number) => ({ ...r, idUnitaMisura: unita.id, idMoltiplicatore: moltiplicatore.id, idIva, idTipoSpesa: 0 });
    const base = {
      id: -1,
      dataDocumento: new Date().toISOString(),
      codiceStruttura: struttura.codice_struttura,
      idTipoDocumento: tipo.id,
      idCausaleDocumento: causale?.id ?? null,
      idMetodoPagamento: metodo?.id ?? null,
      marcaBolloVirtuale: true,
    };
    const documenti: Partial<DocumentoFattura>[] = [
      {
        ...base,
        cognomeRagioneSoggetto: 'ROSSI',
        nomeSoggetto: 'MARIO',
        codiceFiscaleSoggetto: 'RSSMRA80A01F839W',
        indirizzoSoggetto: 'VIA TOLEDO 10',
        capSoggetto: '80134',
        localitaSoggetto: 'NAPOLI',
        provinciaSoggetto: 'NA',
        codiceDestinatario: '0000000',
        righeDocumento: [riga({ codiceArticolo: 'VMS', descrizione: 'VISITA MEDICO SPORTIVA AGONISTICA', quantita: 1, prezzoUnitario: 90, sconto: 0 }, esente.id)] as RigaDocumento[],
      },
      {
        ...base,
        cognomeRagioneSoggetto: 'BIANCHI',
        nomeSoggetto: 'LAURA',
        codiceFiscaleSoggetto: 'BNCLRA85M45F839O',
        indirizzoSoggetto: 'VIA APPIA 5',
        capSoggetto: '00183',
        localitaSoggetto: 'ROMA',
        provinciaSoggetto: 'RM',
        codiceDestinatario: '0000000',
        righeDocumento: [riga({ codiceArticolo: 'VMSNA', descrizione: 'VISITA MEDICO SPORTIVA NON AGONISTICA', quantita: 1, prezzoUnitario: 50, sconto: 0 }, esente.id)] as RigaDocumento[],
      },
      {
        ...base,
        cognomeRagioneSoggetto: 'POLISPORTIVA PARTENOPE S.S.D. A R.L.',
        partitaIvaSoggetto: '08432100637',
        codiceFiscaleSoggetto: '08432100637',
        indirizzoSoggetto: 'VIA CARACCIOLO 1',
        capSoggetto: '80122',
        localitaSoggetto: 'NAPOLI',
        provinciaSoggetto: 'NA',
        codiceDestinatario: 'M5UXCR1',
        righeDocumento: [
          riga({ codiceArticolo: 'CONS', descrizione: 'CONSULENZA MEDICINA DELLO SPORT', quantita: 2, prezzoUnitario: 120, sconto: 10 }, ordinaria.id),
          riga({ codiceArticolo: 'ECG', descrizione: 'ELETTROCARDIOGRAMMA DA SFORZO', quantita: 3, prezzoUnitario: 25.25, sconto: 0 }, ordinaria.id),
        ] as RigaDocumento[],
      },
      {
        ...base,
        cognomeRagioneSoggetto: 'AZIENDA SANITARIA LOCALE NAPOLI 1 CENTRO',
        partitaIvaSoggetto: '06328131211',
        codiceFiscaleSoggetto: '06328131211',
        indirizzoSoggetto: 'VIA COMUNALE DEL PRINCIPE 13/A',
        capSoggetto: '80145',
        localitaSoggetto: 'NAPOLI',
        provinciaSoggetto: 'NA',
        codiceDestinatario: 'UFXYZ1',
        righeDocumento: [riga({ codiceArticolo: 'CONV', descrizione: 'VISITE IN CONVENZIONE', quantita: 10, prezzoUnitario: 45.5, sconto: 0 }, esente.id)] as RigaDocumento[],
      },
    ];
    const metadata = { userName: 'seed' };
    for (const documento of documenti) await this.commands.execute(new createFattura.message({ body: documento, query: undefined, metadata }));
    this.logger.log(`${documenti.length} fatture dimostrative create`);
  }
}
