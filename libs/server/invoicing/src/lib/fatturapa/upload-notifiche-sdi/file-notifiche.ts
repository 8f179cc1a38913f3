/** An XML file of the upload: its name, its text and the bytes as received. */
export interface FileNotifica {
  nome: string;
  testo: string;
  originale: Buffer;
}

/** A file of the upload that cannot be read, with the reason in Italian naming the file. */
export class FileNotificaNonLeggibile extends Error {}

/** The XML files of one uploaded file (plain XML for now; .p7m and .zip through the shared intake). */
export async function fileNotificheDa(nome: string, contenuto: Buffer): Promise<FileNotifica[]> {
  if (!/\.xml$/i.test(nome)) throw new FileNotificaNonLeggibile(`${nome}: sono ammessi file .xml, .p7m o .zip`);
  return [{ nome, testo: contenuto.toString('utf8').replace(/^\uFEFF/, ''), originale: contenuto }];
}
