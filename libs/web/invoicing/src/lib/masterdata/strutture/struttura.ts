import type { Struttura } from '@registro/contracts';

/** FatturaPA RegimeFiscale of the seller (CedentePrestatore). */
export const REGIMI_FISCALI = [
  { value: 'RF01', label: 'RF01 Ordinario' },
  { value: 'RF02', label: 'RF02 Contribuenti minimi' },
  { value: 'RF04', label: 'RF04 Agricoltura e attività connesse e pesca' },
  { value: 'RF05', label: 'RF05 Vendita sali e tabacchi' },
  { value: 'RF06', label: 'RF06 Commercio fiammiferi' },
  { value: 'RF07', label: 'RF07 Editoria' },
  { value: 'RF08', label: 'RF08 Gestione servizi telefonia pubblica' },
  { value: 'RF09', label: 'RF09 Rivendita documenti di trasporto pubblico e di sosta' },
  { value: 'RF10', label: 'RF10 Intrattenimenti, giochi e altre attività' },
  { value: 'RF11', label: 'RF11 Agenzie viaggi e turismo' },
  { value: 'RF12', label: 'RF12 Agriturismo' },
  { value: 'RF13', label: 'RF13 Vendite a domicilio' },
  { value: 'RF14', label: 'RF14 Rivendita beni usati, oggetti d’arte, d’antiquariato o da collezione' },
  { value: 'RF15', label: 'RF15 Agenzie di vendite all’asta di oggetti d’arte, antiquariato o da collezione' },
  { value: 'RF16', label: 'RF16 IVA per cassa P.A.' },
  { value: 'RF17', label: 'RF17 IVA per cassa' },
  { value: 'RF18', label: 'RF18 Altro' },
  { value: 'RF19', label: 'RF19 Regime forfettario' },
];

export function regimeFiscaleLabel(codice: string | null | undefined): string {
  return REGIMI_FISCALI.find((r) => r.value === codice)?.label ?? (codice || '---');
}

/** The text fields of a structure, in the order the form shows them. */
export const CAMPI_STRUTTURA = ['denominazione', 'codiceStruttura', 'partitaIva', 'codiceFiscale', 'indirizzo', 'numeroCivico', 'cap', 'comune', 'provincia', 'nazione'] as const;
/** The Sistema Tessera Sanitaria sender codes (730 export). */
export const CAMPI_SISTEMA_TS = ['codiceRegione', 'codiceAsl', 'codiceSsa', 'cfProprietario'] as const;

export const NUOVA_STRUTTURA: Struttura = {
  id: -1,
  codiceStruttura: '',
  denominazione: '',
  partitaIva: '',
  codiceFiscale: '',
  regimeFiscale: 'RF01',
  indirizzo: '',
  numeroCivico: '',
  cap: '',
  comune: '',
  provincia: '',
  nazione: 'IT',
  codiceRegione: '',
  codiceAsl: '',
  codiceSsa: '',
  cfProprietario: '',
};

/** The save body: exactly the record's fields, texts trimmed (null ones as ''). */
export function strutturaBody(s: Struttura): Struttura {
  const testo = (v: string | null | undefined) => (v ?? '').trim();
  return {
    id: s.id,
    ...(Object.fromEntries([...CAMPI_STRUTTURA, ...CAMPI_SISTEMA_TS].map((campo) => [campo, testo(s[campo])])) as Omit<Struttura, 'id' | 'regimeFiscale' | 'versione'>),
    regimeFiscale: s.regimeFiscale ?? '',
    // the version the form was loaded at: another user's save in between is a 409
    ...(s.versione === undefined ? {} : { versione: s.versione }),
  };
}
