import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'puppeteer-core';
import { fillReport, jsonPrintData } from '../fill';
import { renderHtml, renderPdf } from '../html';
import { parseJrxml } from '../jrxml';
import { canRenderPdf, launchChromium } from './chromium';
import { layoutOf, savePreview, textOf } from './pdf-layout';

/** The built-in templates (libs/server/reporting/templates) and their test data. */
const TEMPLATES = path.resolve(
  __dirname,
  '../../../../server/reporting/templates',
);
const PREVIEWS = path.resolve(__dirname, '../../../../../tmp/jrxml-samples');

const template = (name: string) =>
  parseJrxml(readFileSync(path.join(TEMPLATES, `${name}.jrxml`), 'utf8'));
const testData = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(TEMPLATES, 'dati-di-prova', file), 'utf8'));

interface Printed {
  pages: string[];
  all: string;
  html: string;
}

const describePdf = canRenderPdf ? describe : describe.skip;

describePdf(
  'built-in templates: filled with their test data, printed and read back with pdftotext (skipped without Chromium or poppler-utils)',
  () => {
    let browser: Browser;

    beforeAll(async () => {
      mkdirSync(PREVIEWS, { recursive: true });
      browser = await launchChromium();
    }, 60_000);

    afterAll(async () => {
      await browser?.close();
    });

    /** Fills as POST print/createreport does (jsonPrintData), prints, saves the preview. */
    async function print(
      name: string,
      data: unknown,
      preview: string,
    ): Promise<Printed> {
      const design = template(name);
      const html = renderHtml(fillReport(design, jsonPrintData(design, data)));
      const pdf = await renderPdf(html, browser);
      savePreview(pdf, PREVIEWS, preview);
      const pages = textOf(pdf)
        .split('\f')
        .filter((page) => page.trim() !== '')
        .map((page) => page.replace(/[ \t]+/g, ' '));
      expect(layoutOf(pdf).pages).toHaveLength(pages.length);
      return { pages, all: pages.join('\n'), html };
    }

    describe('fattura', () => {
      const invoice = testData('fattura-20-righe.json');
      const lines = invoice['righeDocumento'] as Record<string, unknown>[];

      it('prints the 20-line invoice on one page with recipient, document data, lines and totals', async () => {
        const { pages, all } = await print(
          'fattura',
          invoice,
          'fattura-20-righe',
        );
        expect(lines).toHaveLength(20);
        expect(pages).toHaveLength(1);
        for (const text of [
          'Fattura',
          'NUMERO',
          '2024/000127',
          '15/03/2024',
          'CAUSALE',
          'Prestazioni sanitarie e vendita',
          'SPETT.LE',
          'Bianchi Giulia',
          'Via Giuseppe Garibaldi 24',
          '00153 Roma (RM)',
          'Codice fiscale BNCGLI85M41H501Z',
          'Codice Descrizione Q.tà Prezzo unit. Sconto Importo IVA',
          'VMS-AG VISITA MEDICO SPORTIVA AGONISTICA 1 € 60,00 € 60,00 0%',
          'SPIRO Spirometria con curva flusso-volume 1 € 25,00 10% € 22,50 0%',
          'BEND-EL Benda elastica coesiva 6 cm 10 € 2,35 € 23,50 22%',
          'Imposta di bollo assolta in modo virtuale',
          'Totale imponibile € 873,00',
          'Totale IVA € 38,61',
          'Totale documento € 911,61',
          'Pagina 1 di 1',
        ])
          expect(all).toContain(text);
        for (const line of lines)
          expect(all).toContain(String(line['codiceArticolo']));
      }, 60_000);

      /** The amounts of the totals column (x ≥ 310): label → cents, read back from the PDF text. */
      const cents = (all: string, label: string): number | undefined => {
        const match = new RegExp(`${label} € ([\\d.]+,\\d{2})`).exec(all);
        return match ? Math.round(Number(match[1].replace(/\./g, '').replace(',', '.')) * 100) : undefined;
      };

      it('stamp duty not recharged (the product: totaleDocumento = imponibile + IVA): the column adds up, the stamp is shown apart', async () => {
        const { all } = await print('fattura', invoice, 'fattura-bollo-a-parte');
        expect(cents(all, 'Totale imponibile')! + cents(all, 'Totale IVA')!).toBe(cents(all, 'Totale documento'));
        expect(cents(all, 'Totale documento')).toBe(91161);
        expect(all).not.toMatch(/Imposta di bollo € /);
        expect(all).toContain("Importo a carico dell'emittente, escluso dal totale € 2,00");
      }, 60_000);

      it('stamp duty included in the total by the data: it is a line of the column, imponibile + IVA + bollo = totale documento', async () => {
        const { all } = await print('fattura', { ...invoice, totaleImponibileDocumento: 12.4, totaleImpostaDocumento: 0, marcaBolloImporto: 2, totaleDocumento: 14.4 }, 'fattura-bollo-nel-totale');
        expect(cents(all, 'Totale imponibile')).toBe(1240);
        expect(cents(all, 'Imposta di bollo')).toBe(200);
        expect(cents(all, 'Totale imponibile')! + cents(all, 'Totale IVA')! + cents(all, 'Imposta di bollo')!).toBe(cents(all, 'Totale documento'));
        expect(all).toContain('Totale documento € 14,40');
        expect(all).not.toContain('a carico dell');
      }, 60_000);

      it('continues a long invoice on more pages: "(segue)" header, column headers again, "Pagina x di y", totals at the end', async () => {
        const many: Record<string, unknown>[] = Array.from(
          { length: 60 },
          (_, index) => ({
            ...lines[index % lines.length],
            codiceArticolo: `ART-${String(index + 1).padStart(3, '0')}`,
          }),
        );
        many[59] = {
          ...many[59],
          quantita: 2,
          prezzoUnitario: 1234.5,
          sconto: 0,
          totaleRiga: 2469,
          aliquota: 22,
        };
        const { pages } = await print(
          'fattura',
          {
            ...invoice,
            dataDocumento: '2024-03-15',
            righeDocumento: many,
            totaleDocumento: 12345.67,
          },
          'fattura-60-righe',
        );
        expect(pages.length).toBeGreaterThanOrEqual(2);
        const count = pages.length;
        pages.forEach((page, index) => {
          expect(page).toContain(`Pagina ${index + 1} di ${count}`);
          expect(page).toContain('Codice Descrizione Q.tà');
          if (index > 0)
            expect(page).toContain(
              'Fattura n. 2024/000127 del 15/03/2024 (segue)',
            );
        });
        expect(pages[0]).not.toContain('(segue)');
        expect(pages[count - 1]).toContain('ART-060');
        expect(pages[count - 1]).toContain('2 € 1.234,50 € 2.469,00 22%');
        expect(pages[count - 1]).toContain('Totale documento € 12.345,67');
        expect(pages.slice(0, -1).join('')).not.toContain('Totale documento');
      }, 60_000);

      it('prints an invoice without lines or totals: header, zero totals, no stamp duty', async () => {
        const { pages, all } = await print(
          'fattura',
          {
            numeroDocumento: '2024/000128',
            dataDocumento: '2024-04-02T00:00:00+02:00',
            cognomeRagioneSoggetto: 'Rossi Forniture S.p.A.',
            partitaIvaSoggetto: '01234567890',
            righeDocumento: [],
          },
          'fattura-vuota',
        );
        expect(pages).toHaveLength(1);
        for (const text of [
          'Fattura',
          '2024/000128',
          '02/04/2024',
          'Rossi Forniture S.p.A.',
          'Partita IVA 01234567890',
          'Totale documento € 0,00',
          'Pagina 1 di 1',
        ])
          expect(all).toContain(text);
        expect(all).not.toContain('IMPOSTA DI BOLLO');
        expect(all).not.toContain('DESTINAZIONE');
      }, 60_000);

      it('keeps the invoice HTML small: no embedded fonts, system families only', async () => {
        const { html } = await print('fattura', invoice, 'fattura-20-righe');
        expect(html).not.toContain('@font-face');
        expect(html).not.toContain('base64');
        expect(html.length).toBeLessThan(120_000);
      }, 60_000);
    });

    it('ProformaOrdine: the 40-line order on two pages, customer, lines, total', async () => {
      const order = testData('proforma-ordine-40-righe.json');
      const { pages, all } = await print(
        'ProformaOrdine',
        order,
        'ProformaOrdine-40-righe',
      );
      expect(pages).toHaveLength(2);
      for (const text of [
        'Proforma ordine',
        'NUMERO',
        '318',
        '13/05/2024',
        'CREATO dal 13/05/2024 12:00',
        'Documento proforma: non costituisce fattura né documento valido ai fini fiscali.',
        'CLIENTE',
        'Esposito Marco',
        'Via Toledo, 156',
        '80134 Napoli',
        'N. Articolo Q.tà Prezzo Importo Note',
        '1 Carta igienica 2 veli, confezione da 10 rotoli 1 € 3,20 € 3,20',
        '4 Sacchi nettezza urbana 70x110, rotolo da 20 4 € 2,10 € 8,40 Consegna urgente',
        'Totale righe € 1.009,70',
        'Totale ordine € 1.009,70',
      ])
        expect(all).toContain(text);
      expect(pages[0]).toContain('Pagina 1 di 2');
      expect(pages[1]).toContain('Pagina 2 di 2');
      expect(pages[1]).toContain(
        'Proforma ordine n. 318 del 13/05/2024 (segue)',
      );
      expect(pages[1]).toContain('40 ');
    }, 60_000);

    it('documentoCommerciale: the 45-line document on two pages, party, lines, VAT, totals', async () => {
      const document = testData('documento-commerciale-45-righe.json');
      const { pages, all } = await print(
        'documentoCommerciale',
        document,
        'documentoCommerciale-45-righe',
      );
      expect(pages).toHaveLength(2);
      for (const text of [
        'Documento commerciale',
        'DDT-2024-0077',
        '22/05/2024 11:30',
        'COMPLETA',
        'INTESTATARIO',
        'Pulizie Adriatiche S.r.l.',
        'Viale della Repubblica 88',
        '65121 Pescara (PE)',
        'Partita IVA 01987650683',
        'Telefono 085 4217788',
        'Consegna dal lunedì al venerdì, 8:00-12:30',
        'N. Articolo Q.tà Prezzo unit. Cod. IVA IVA Off. Importo',
        '3 Secchio strizzatore 25 L 3 € 18,50 22 22% SI € 55,50',
        'Imponibile € 930,00',
        'IVA € 190,33',
        'Totale documento € 1.120,33',
      ])
        expect(all).toContain(text);
      expect(pages[0]).toContain('Pagina 1 di 2');
      expect(pages[1]).toContain('Pagina 2 di 2');
      expect(pages[1]).toContain(
        'Documento DDT n. DDT-2024-0077 del 22/05/2024 (segue)',
      );
      expect(all).not.toContain('Imponibile aggiuntivo');
    }, 60_000);
  },
);
