/**
 * The module manifest: the main section of META-INF/MANIFEST.MF (JAR specification: "Name: value"
 * lines of at most 72 bytes, a line starting with one space continues the previous one).
 *
 * | Attribute                | Module field | Required |
 * |--------------------------|--------------|----------|
 * | Implementation-Title     | nome         | yes      |
 * | Implementation-Version   | version      | yes      |
 * | Build-Date               | compileDate  | no       |
 * | Registro-Descrizione     | descrizione  | no       |
 * | Registro-Sezioni         | sections: `id=Descrizione;id2=Descrizione 2` | no |
 */
export interface ManifestModulo {
  nome: string;
  version: string;
  compileDate: string;
  descrizione: string;
  sezioni: { id: string; descrizione: string }[];
}

export class ManifestNonValido extends Error {}

/** A section id as a permission section: lower case letters, digits, - and _. */
export const ID_SEZIONE = /^[a-z][a-z0-9_-]{1,49}$/;

/** The attributes of the main section (up to the first empty line); names compare case-insensitively. */
export function attributiManifest(text: string): Map<string, string> {
  const attributi = new Map<string, string>();
  let ultimo: string | null = null;
  for (const riga of text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    if (riga === '') break;
    if (riga.startsWith(' ') && ultimo) {
      attributi.set(ultimo, attributi.get(ultimo) + riga.slice(1));
      continue;
    }
    const i = riga.indexOf(':');
    if (i <= 0) throw new ManifestNonValido(`riga del manifest non valida: "${riga.slice(0, 60)}"`);
    ultimo = riga.slice(0, i).trim().toLowerCase();
    attributi.set(ultimo, riga.slice(i + 1).trim());
  }
  return attributi;
}

export function readManifest(text: string): ManifestModulo {
  const a = attributiManifest(text);
  const richiesto = (nome: string) => {
    const v = a.get(nome.toLowerCase())?.trim();
    if (!v) throw new ManifestNonValido(`nel manifest manca l'attributo ${nome}`);
    if (v.length > 200) throw new ManifestNonValido(`l'attributo ${nome} è troppo lungo`);
    return v;
  };
  return {
    nome: richiesto('Implementation-Title'),
    version: richiesto('Implementation-Version'),
    compileDate: (a.get('build-date') ?? '').slice(0, 100),
    descrizione: (a.get('registro-descrizione') ?? '').slice(0, 500),
    sezioni: sezioniManifest(a.get('registro-sezioni') ?? ''),
  };
}

/** `id=Descrizione;id2=Descrizione 2` → the sections, each id once. */
export function sezioniManifest(value: string): ManifestModulo['sezioni'] {
  const sezioni: ManifestModulo['sezioni'] = [];
  for (const voce of value.split(';').map((v) => v.trim()).filter(Boolean)) {
    const i = voce.indexOf('=');
    const id = (i < 0 ? voce : voce.slice(0, i)).trim();
    const descrizione = (i < 0 ? '' : voce.slice(i + 1)).trim();
    if (!ID_SEZIONE.test(id)) throw new ManifestNonValido(`id di sezione non valido in Registro-Sezioni: "${id.slice(0, 60)}"`);
    if (!descrizione || descrizione.length > 100) throw new ManifestNonValido(`descrizione mancante o troppo lunga per la sezione ${id}`);
    if (sezioni.some((s) => s.id === id)) throw new ManifestNonValido(`la sezione ${id} è ripetuta in Registro-Sezioni`);
    sezioni.push({ id, descrizione });
  }
  if (sezioni.length > 100) throw new ManifestNonValido('troppe sezioni in Registro-Sezioni');
  return sezioni;
}
