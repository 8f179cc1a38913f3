import { readZipEntries, ZipNonValido, type ZipLimits } from '@registro/server-platform';
import { contenutoFirmato, type CertificatoFirma } from './contenuto-firmato';
import { FileNonLeggibile } from './file-non-leggibile';
import { testoXml } from './testo-xml';

/** One XML document found in an upload. */
export interface FileXmlRicevuto {
  /** the uploaded name; inside a zip `archivio.zip/percorso/nome` */
  nome: string;
  /** decoded (see testoXml) */
  testo: string;
  /** the bytes as received: the .p7m itself when signed */
  originale: Buffer;
  firma?: CertificatoFirma;
  avvisi: string[];
}

export interface LimitiIntake {
  /** one file as uploaded, and one entry of a zip */
  byteMassimiFile: number;
  zip: ZipLimits;
}

export const LIMITI_INTAKE: LimitiIntake = {
  byteMassimiFile: 10 * 1024 * 1024,
  zip: { voci: 1000, nonCompressiTotali: 200 * 1024 * 1024, rapportoCompressione: 100, byteMassimiVoce: 10 * 1024 * 1024 },
};

const MB = 1024 * 1024;
const ZIP = Buffer.from('PK\x03\x04', 'latin1');
const ZIP_VUOTO = Buffer.from('PK\x05\x06', 'latin1');

/**
 * The XML files of one upload: a plain `.xml`, a signed `.p7m` (any of the encodings
 * `contenutoFirmato` reads), or a `.zip` of them (one level: a zip inside a zip is refused). The
 * kind is told by the bytes, not the name: a file named `.p7m` that is not a CMS envelope is
 * refused, an unsigned XML named `.p7m` is read. Hidden entries and folders of a zip (`__MACOSX/`,
 * `.DS_Store`) are skipped. Throws FileNonLeggibile with an Italian reason naming the file.
 */
export async function fileXmlDa(nome: string, contenuto: Buffer, limiti: LimitiIntake = LIMITI_INTAKE): Promise<FileXmlRicevuto[]> {
  if (contenuto.length > limiti.byteMassimiFile) throw new FileNonLeggibile(nome, `supera ${limiti.byteMassimiFile / MB} MB`);
  if (contenuto.subarray(0, 4).equals(ZIP) || contenuto.subarray(0, 4).equals(ZIP_VUOTO)) {
    let voci;
    try {
      voci = await readZipEntries(contenuto, limiti.zip, (percorso) => !nascosto(percorso));
    } catch (e) {
      if (e instanceof ZipNonValido) throw new FileNonLeggibile(nome, e.message);
      throw e;
    }
    if (!voci.length) throw new FileNonLeggibile(nome, "l'archivio non contiene file");
    return voci.map((voce) => {
      const percorso = `${nome}/${voce.nome}`;
      if (voce.contenuto.subarray(0, 4).equals(ZIP)) throw new FileNonLeggibile(percorso, 'un archivio zip dentro un archivio zip non è ammesso');
      return documento(percorso, voce.contenuto);
    });
  }
  return [documento(nome, contenuto)];
}

function nascosto(percorso: string): boolean {
  return percorso.split('/').some((parte) => parte.startsWith('.') || parte === '__MACOSX');
}

function documento(nome: string, contenuto: Buffer): FileXmlRicevuto {
  if (pareXml(contenuto)) return { nome, originale: contenuto, ...testoXml(contenuto) };
  const firmato = contenutoFirmato(contenuto);
  if (!firmato) {
    const motivo = /\.p7m$/i.test(nome) ? 'non è un file firmato .p7m leggibile (busta CAdES/CMS)' : 'non è un file XML né un file firmato .p7m';
    throw new FileNonLeggibile(nome, motivo);
  }
  if (!pareXml(firmato.contenuto)) throw new FileNonLeggibile(nome, 'il contenuto firmato non è un file XML');
  return { nome, originale: contenuto, ...(firmato.firma ? { firma: firmato.firma } : {}), ...testoXml(firmato.contenuto) };
}

/** XML text (any of the encodings testoXml reads) begins with `<` after a BOM and blanks. */
function pareXml(bytes: Buffer): boolean {
  const inizio = bytes.subarray(0, 64);
  if (inizio[0] === 0xff || inizio[0] === 0xfe) return true;
  const testo = inizio.toString('latin1').replace(/^\xef\xbb\xbf/, '').trimStart();
  return testo.startsWith('<');
}
