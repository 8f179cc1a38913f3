import { Inject, Injectable, Logger } from '@nestjs/common';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { Pool } from 'pg';
import type { EventMetadata } from '@registro/server-event-store';
import { PG_POOL, USER_DIRECTORY, ambienteDiSviluppo, type UserDirectory } from '@registro/server-platform';
import { CreateDocumento } from '../commands/create-documento';

/** The demo patient (identity's DemoSeeder) whose reports the demo archive holds. */
export const PAZIENTE_DEMO = 'paziente';

interface RefertoDemo {
  idRisorsa: number;
  nomeFile: string;
  descrizione: string;
  /** days before the seed */
  giorniFa: number;
  righe: string[];
}

/** The demo reports: one per visit, both the demo patient's (Anna Paziente). */
export const REFERTI_DEMO: readonly RefertoDemo[] = [
  {
    idRisorsa: 1,
    nomeFile: 'referto-visita-medico-sportiva.pdf',
    descrizione: 'Referto visita medico sportiva agonistica',
    giorniFa: 7,
    righe: [
      'Visita medico sportiva agonistica',
      'Anamnesi: nulla da segnalare. Esame obiettivo nella norma.',
      'ECG a riposo e dopo sforzo: ritmo sinusale, nessuna alterazione.',
      'Spirometria: valori nella norma per età e sesso.',
      'Esito: idonea alla pratica sportiva agonistica per 12 mesi.',
    ],
  },
  {
    idRisorsa: 2,
    nomeFile: 'referto-esami-del-sangue.pdf',
    descrizione: 'Referto esami del sangue',
    giorniFa: 2,
    righe: [
      'Esami ematochimici di routine',
      'Emocromo completo: nei limiti di riferimento.',
      'Glicemia: 88 mg/dl (70 - 100).',
      'Colesterolo totale: 182 mg/dl (< 200).',
      'Conclusioni: quadro nella norma.',
    ],
  },
];

const SISTEMA: EventMetadata = { userName: 'sistema' };

const giorno = (d: Date) => d.toLocaleDateString('it-IT', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric' });

/** A one-page report, drawn by the product (pdf-lib, as the signing code does): no binary file is committed. */
export async function pdfRefertoDemo(referto: RefertoDemo, paziente: string, data: Date): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(referto.descrizione);
  doc.setAuthor('Registro (dati dimostrativi)');
  const normale = await doc.embedFont(StandardFonts.Helvetica);
  const grassetto = await doc.embedFont(StandardFonts.HelveticaBold);
  const pagina = doc.addPage([595, 842]);
  const blu = rgb(0.12, 0.31, 0.47);
  pagina.drawText('Referto', { x: 50, y: 780, size: 20, font: grassetto, color: blu });
  pagina.drawText(`Paziente: ${paziente}`, { x: 50, y: 750, size: 11, font: normale });
  pagina.drawText(`Data refertazione: ${giorno(data)}`, { x: 50, y: 734, size: 11, font: normale });
  pagina.drawText(referto.righe[0], { x: 50, y: 700, size: 13, font: grassetto });
  referto.righe.slice(1).forEach((riga, i) => pagina.drawText(riga, { x: 50, y: 676 - i * 18, size: 11, font: normale }));
  pagina.drawText('Documento dimostrativo creato dai dati di prova: non ha valore clinico.', { x: 50, y: 80, size: 9, font: normale, color: rgb(0.4, 0.4, 0.4) });
  return Buffer.from(await doc.save());
}

export type EsitoRefertiDemo = { creati: number } | 'produzione' | 'nessun paziente';

/**
 * Demo seed (development only, like the development signing certificate): the demo patient's
 * reports in the document archive, archived through the same command as POST allegati, so the
 * patient's "I miei documenti" is not empty and an administrator can sign one straight away.
 * Idempotent: a report is added only when the patient has no document with its file name.
 */
@Injectable()
export class DemoRefertiSeeder {
  private readonly logger = new Logger('DemoRefertiSeeder');

  constructor(
    private readonly crea: CreateDocumento,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(USER_DIRECTORY) private readonly utenti: UserDirectory,
  ) {}

  async run(adesso = new Date()): Promise<EsitoRefertiDemo> {
    if (!ambienteDiSviluppo()) return 'produzione';
    const idPaziente = await this.utenti.userIdOf(PAZIENTE_DEMO);
    if (idPaziente === null) return 'nessun paziente';
    const contatto = await this.utenti.contact(idPaziente);
    const nome = [contatto?.firstname, contatto?.lastname].filter(Boolean).join(' ') || PAZIENTE_DEMO;
    let creati = 0;
    for (const referto of REFERTI_DEMO) {
      const { rows } = await this.pool.query(`SELECT 1 FROM documenti_repository WHERE id_anagrafica = $1 AND nome_file = $2`, [idPaziente, referto.nomeFile]);
      if (rows.length) continue;
      const data = new Date(adesso.getTime() - referto.giorniFa * 86_400_000);
      const pdf = await pdfRefertoDemo(referto, nome, data);
      await this.crea.execute(
        {
          idRisorsa: referto.idRisorsa,
          idAnagrafica: idPaziente,
          nomeFile: referto.nomeFile,
          size: pdf.length,
          file: pdf.toString('base64'),
          tipo: 'application/pdf',
          descrizione: referto.descrizione,
          tipoDocumento: 'REFERTO',
          dataRefertazione: data,
        },
        SISTEMA,
      );
      creati++;
    }
    if (creati) this.logger.log(`Referti dimostrativi archiviati: ${creati}`);
    return { creati };
  }
}
