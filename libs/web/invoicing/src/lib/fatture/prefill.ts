import {
  DESCRIZIONE_VISITA_PER_TIPO_ATLETA,
  type AliquotaIva,
  type DocumentoFattura,
  type Moltiplicatore,
  type PrefillAccettazione,
  type RigaDocumento,
  type Tariffa,
  type TipoSpesa,
  type UnitaMisura,
} from '@registro/contracts';
import { emptyRiga } from './riga-documento';

/**
 * Session-storage key of the prefill from a patient admission (spec 2 §4): the admission screen
 * stores a JSON `PrefillAccettazione` here and opens /contabilita/fatturazione/edit/-1; the editor
 * applies it to the new invoice and removes it.
 */
export const PREFILL_KEY = 'registro.fatturazione.prefill';

/** Spec 2 §4: document type 1, reason 1; the line: unit of measure 2, quantity 1, multiplier 1, expense type 0, discount 0. */
export const PREFILL = { idTipoDocumento: 1, idCausaleDocumento: 1, idUnitaMisura: 2, quantita: 1, idMoltiplicatore: 1, idTipoSpesa: 0, sconto: 0 } as const;

/** The lookups that give the prefilled line its descriptions and VAT (each may be empty). */
export interface PrefillLookups {
  tariffe: Tariffa[];
  aliquote?: AliquotaIva[];
  unitaMisura?: UnitaMisura[];
  moltiplicatori?: Moltiplicatore[];
  tipiSpesa?: TipoSpesa[];
}

/** The visit's tariff: by its code when the admission names one, else by tariff type = athlete type. */
export function findTariffa(prefill: PrefillAccettazione, tariffe: Tariffa[]): Tariffa | undefined {
  if (prefill.codiceTariffa) return tariffe.find((t) => t.codiceTariffa === prefill.codiceTariffa);
  return tariffe.find((t) => t.codiceTipoTariffa === prefill.tipoAtleta);
}

/** The VAT row of the tariff's rate; a 0% rate of a health visit prefers the exempt N4 row. */
function aliquotaDi(iva: number | undefined, aliquote: AliquotaIva[]): AliquotaIva | undefined {
  if (iva === undefined) return undefined;
  const stesse = aliquote.filter((a) => Number(a.aliquotaIva) === Number(iva));
  return stesse.find((a) => a.natura === 'N4') ?? stesse[0];
}

/** The one line of the visit. */
export function prefillRiga(prefill: PrefillAccettazione, lookups: PrefillLookups): RigaDocumento {
  const tariffa = findTariffa(prefill, lookups.tariffe);
  const aliquota = aliquotaDi(tariffa?.iva, lookups.aliquote ?? []);
  const unita = lookups.unitaMisura?.find((u) => u.id === PREFILL.idUnitaMisura);
  const moltiplicatore = lookups.moltiplicatori?.find((m) => m.id === PREFILL.idMoltiplicatore);
  const tipoSpesa = lookups.tipiSpesa?.find((s) => s.id === PREFILL.idTipoSpesa);
  return {
    ...emptyRiga(),
    codiceArticolo: tariffa?.codiceTariffa ?? prefill.codiceTariffa ?? prefill.tipoAtleta,
    descrizione: DESCRIZIONE_VISITA_PER_TIPO_ATLETA[prefill.tipoAtleta] ?? '',
    idUnitaMisura: PREFILL.idUnitaMisura,
    unitaMisura: unita?.descrizione ?? '',
    quantita: PREFILL.quantita,
    idMoltiplicatore: PREFILL.idMoltiplicatore,
    descrizioneMoltiplicatore: moltiplicatore?.descrizioneMoltiplicatore ?? '',
    moltiplicatore: moltiplicatore ? Number(moltiplicatore.multiplo) : 1,
    prezzoUnitario: tariffa ? Number(tariffa.importo) : 0,
    sconto: PREFILL.sconto,
    idIva: aliquota?.id ?? null,
    descrizioneIva: aliquota?.descrizioneIva ?? '',
    aliquota: aliquota ? Number(aliquota.aliquotaIva) : 0,
    natura: aliquota?.natura ?? null,
    idTipoSpesa: PREFILL.idTipoSpesa,
    codiceTipoSpesa: tipoSpesa?.codiceTipoSpesa ?? '',
  };
}

/** A new invoice filled from the admission: subject, facility, type 1, reason 1 and the visit line. */
export function applyPrefill(documento: DocumentoFattura, prefill: PrefillAccettazione, lookups: PrefillLookups): DocumentoFattura {
  return {
    ...documento,
    idSoggetto: prefill.idSoggetto,
    cognomeRagioneSoggetto: prefill.cognome ?? '',
    nomeSoggetto: prefill.nome ?? '',
    codiceFiscaleSoggetto: prefill.codiceFiscale ?? '',
    indirizzoSoggetto: prefill.indirizzo ?? documento.indirizzoSoggetto,
    capSoggetto: prefill.cap ?? documento.capSoggetto,
    localitaSoggetto: prefill.localita ?? documento.localitaSoggetto,
    provinciaSoggetto: prefill.provincia ?? documento.provinciaSoggetto,
    codiceStruttura: prefill.codiceStruttura || documento.codiceStruttura,
    idTipoDocumento: PREFILL.idTipoDocumento,
    idCausaleDocumento: PREFILL.idCausaleDocumento,
    righeDocumento: [prefillRiga(prefill, lookups)],
  };
}

/** The stored prefill, if any and readable. */
export function readPrefill(storage: Storage = sessionStorage): PrefillAccettazione | null {
  try {
    const valore = JSON.parse(storage.getItem(PREFILL_KEY) ?? 'null') as PrefillAccettazione | null;
    return valore && typeof valore === 'object' && typeof valore.tipoAtleta === 'string' ? valore : null;
  } catch {
    return null;
  }
}

/** Consumed once applied to a new invoice. */
export function clearPrefill(storage: Storage = sessionStorage): void {
  storage.removeItem(PREFILL_KEY);
}
