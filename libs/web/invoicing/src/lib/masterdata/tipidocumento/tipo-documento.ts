import type { TipoDocumento } from '@registro/contracts';

export const TIPI_DOCUMENTO: TipoDocumento['tipoDocumento'][] = ['EMESSO', 'RICEVUTO'];

/** FatturaPA TipoDocumento offered for a document type. */
export const TIPI_DOCUMENTO_SDI = [
  { value: 'TD01', label: 'TD01 Fattura' },
  { value: 'TD04', label: 'TD04 Nota di credito' },
  { value: 'TD05', label: 'TD05 Nota di debito' },
  { value: 'TD06', label: 'TD06 Parcella' },
  { value: 'TD24', label: 'TD24 Fattura differita' },
];

/** The SDI code with its name, or the bare code when unknown. */
export function tipoSdiLabel(codice: string | null | undefined): string {
  return TIPI_DOCUMENTO_SDI.find((t) => t.value === codice)?.label ?? (codice || '---');
}

export const NUOVO_TIPO_DOCUMENTO: TipoDocumento = {
  id: -1,
  tipoDocumento: 'EMESSO',
  codiceTipoDocumento: '',
  descrizioneTipoDocumento: '',
  codiceNumeratore: '',
  tipoDocumentoSdi: 'TD01',
};

/** The save body: exactly the record's own fields (the server refuses unknown ones such as `causali`). */
export function tipoDocumentoBody(t: TipoDocumento): TipoDocumento {
  return {
    id: t.id,
    tipoDocumento: t.tipoDocumento,
    codiceTipoDocumento: t.codiceTipoDocumento.trim(),
    descrizioneTipoDocumento: t.descrizioneTipoDocumento.trim(),
    codiceNumeratore: (t.codiceNumeratore ?? '').trim(),
    tipoDocumentoSdi: t.tipoDocumentoSdi,
  };
}
