import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { PDFDocument } from 'pdf-lib';
import { saveIncremental } from './incremental-update';
import { contaFirme, freeFieldName, renameLastField } from './firma-fields';
import type { FirmaCredentials } from './firma-credentials';
import { disegnaFirmaGrafica, type RiquadroFirma } from './graphic-firma';
import { CadesSigner } from './cades-signer';
import { istantanea } from './pdf-snapshot';

export interface SignPdfOptions {
  credenziali: FirmaCredentials;
  /** the signature field's name; made unique (_2, _3...) when the PDF already has one */
  fieldName: string;
  /** who signs (shown in the signature and under the stroke) */
  firmatario: string;
  /** PNG of the handwritten stroke, drawn on the last page: the signature is then visible there */
  firmaGrafica?: Buffer | null;
  istante?: Date;
}

export interface SignedPdf {
  pdf: Buffer;
  fieldName: string;
}

/** Room for the CMS: certificate chains of a few KB fit easily. */
const LUNGHEZZA_FIRMA = 16384;

/**
 * Signs a PDF in PAdES form (SubFilter ETSI.CAdES.detached): optionally draws the handwritten
 * stroke, adds a signature field named `fieldName` (visible over the stroke, else invisible)
 * and fills it with a CAdES signature by the facility certificate. A PDF that is already signed
 * gets the new signature as an incremental update, so the earlier signatures stay valid.
 */
export async function signPdf(originale: Buffer, o: SignPdfOptions): Promise<SignedPdf> {
  const istante = o.istante ?? new Date();
  const doc = await PDFDocument.load(originale, { updateMetadata: false });
  const firmePrecedenti = contaFirme(doc);
  const prima = firmePrecedenti > 0 ? istantanea(doc) : null;
  let riquadro: RiquadroFirma | null = null;
  if (o.firmaGrafica) riquadro = await disegnaFirmaGrafica(doc, o.firmaGrafica, o.firmatario, istante, firmePrecedenti);
  const fieldName = freeFieldName(doc, o.fieldName);
  pdflibAddPlaceholder({
    pdfDoc: doc,
    pdfPage: riquadro ? doc.getPage(riquadro.pagina) : undefined,
    reason: 'Firma del documento',
    contactInfo: '',
    name: o.firmatario,
    location: '',
    signingTime: istante,
    signatureLength: LUNGHEZZA_FIRMA,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    widgetRect: riquadro?.rettangolo ?? [0, 0, 0, 0],
    appName: 'Registro',
  });
  renameLastField(doc, fieldName);
  // embeds fonts and images now: an incremental update writes only what exists in the context
  await doc.flush();
  const conSegnaposto = prima
    ? saveIncremental(originale, doc, prima)
    : Buffer.from(await doc.save({ useObjectStreams: false, updateFieldAppearances: false }));
  const pdf = await new SignPdf().sign(conSegnaposto, new CadesSigner(o.credenziali));
  return { pdf, fieldName };
}
