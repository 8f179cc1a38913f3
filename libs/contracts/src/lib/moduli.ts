/** One row of GET /api/application (spec 2 §3 "Module"). */
export interface Modulo {
  id: number;
  nome: string;
  version: string;
  /** the compile date as the manifest gives it */
  compileDate: string;
  /** the uploaded file name */
  jar: string;
  descrizione: string;
}

/** A section a module brings (spec 2 §3 "Section"); `presente` once it is a permission section. */
export interface SezioneModulo {
  id: string;
  descrizione: string;
  /** the permissions a group can get on it */
  permessiAssegnati: string;
  presente: boolean;
}

/** GET /api/installation/jarinfo: what the manifest of an uploaded .jar says. */
export interface InfoJar {
  nome: string;
  version: string;
  compileDate: string;
  descrizione: string;
  sezioni: { id: string; descrizione: string }[];
}
