import { translations } from '../i18n/translations';

/**
 * A master-data resource written with the generic record events: which stream type (and
 * permission section) it is, how new ids are numbered and the messages of its errors.
 */
export interface RecordResource {
  /** stream type, permission section and the `sezione` of its history: streams are `<sezione>-<id>` */
  sezione: string;
  /** the PostgreSQL sequence that numbers new records (created by the resource's migration) */
  idSequence: string;
  /** 404 message, e.g. "Report non trovato" */
  notFound: string;
  /** 409 message when a unique index of the read model refuses the values */
  duplicate?: string;
  /** only a violation of this index is a duplicate (others stay errors) */
  duplicateConstraint?: string;
  /**
   * The fields as the edit page labels them (`codiceStruttura: 'Codice Struttura'`): the history's
   * lines name a field so ("Aliquota: 22,00 → 10,00"); a field without one reads humanised.
   */
  etichette?: Readonly<Record<string, string>>;
  /**
   * The prefix of the web's Italian texts whose `<prefix>.<campo>` are the edit page's labels
   * (`strutture` → `strutture.codiceStruttura` "Codice Struttura"): the same words, one place.
   */
  chiaviEtichette?: string;
}

const RISORSE = new Map<string, RecordResource>();

/** Makes a resource's field labels known to the history (the record kit's services do it at init). */
export function registerFieldLabels(resource: RecordResource): void {
  if (resource.etichette || resource.chiaviEtichette) RISORSE.set(resource.sezione, resource);
}

/** The label the edit page gives a field of a record resource, when it gives one. */
export function fieldLabelOf(sezione: string, campo: string): string | undefined {
  const risorsa = RISORSE.get(sezione);
  if (!risorsa) return undefined;
  return risorsa.etichette?.[campo] ?? (risorsa.chiaviEtichette ? translations('it')[`${risorsa.chiaviEtichette}.${campo}`] : undefined);
}
