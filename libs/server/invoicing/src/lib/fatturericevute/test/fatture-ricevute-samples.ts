import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { STANDARDS } from '../../../test/fatturapa-standards';

/** A file of the standards folder (`ricevute` or `samples`), as bytes. */
export const standard = (folder: 'ricevute' | 'samples', nome: string): Buffer => readFileSync(join(STANDARDS, 'fatturapa', folder, nome));
export const standards = (folder: 'ricevute' | 'samples'): string[] => readdirSync(join(STANDARDS, 'fatturapa', folder)).sort();

/**
 * A simplified invoice (FatturaElettronicaSemplificata, FSM10) as a small supplier sends it: two
 * lines, one at 22% (Importo includes the VAT) and one exempt (Natura N2.2); valid against VFSM10.
 */
export const FATTURA_SEMPLIFICATA = `<?xml version="1.0" encoding="UTF-8"?>
<p:FatturaElettronicaSemplificata xmlns:p="http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.0" versione="FSM10">
  <FatturaElettronicaHeader>
    <DatiTrasmissione>
      <IdTrasmittente><IdPaese>IT</IdPaese><IdCodice>13678901458</IdCodice></IdTrasmittente>
      <ProgressivoInvio>S0001</ProgressivoInvio>
      <FormatoTrasmissione>FSM10</FormatoTrasmissione>
      <CodiceDestinatario>0000000</CodiceDestinatario>
    </DatiTrasmissione>
    <CedentePrestatore>
      <IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>13678901458</IdCodice></IdFiscaleIVA>
      <Denominazione>Cartiere Riunite del Sud S.p.A.</Denominazione>
      <Sede><Indirizzo>Zona Industriale Lotto 4</Indirizzo><CAP>84014</CAP><Comune>Nocera Inferiore</Comune><Provincia>SA</Provincia><Nazione>IT</Nazione></Sede>
      <RegimeFiscale>RF01</RegimeFiscale>
    </CedentePrestatore>
    <CessionarioCommittente>
      <IdentificativiFiscali><IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>01234567897</IdCodice></IdFiscaleIVA></IdentificativiFiscali>
      <AltriDatiIdentificativi>
        <Denominazione>Poliambulatorio di prova srl</Denominazione>
        <Sede><Indirizzo>Via Roma 1</Indirizzo><CAP>80100</CAP><Comune>Napoli</Comune><Provincia>NA</Provincia><Nazione>IT</Nazione></Sede>
      </AltriDatiIdentificativi>
    </CessionarioCommittente>
  </FatturaElettronicaHeader>
  <FatturaElettronicaBody>
    <DatiGenerali>
      <DatiGeneraliDocumento><TipoDocumento>TD07</TipoDocumento><Divisa>EUR</Divisa><Data>2026-11-20</Data><Numero>S/17</Numero></DatiGeneraliDocumento>
    </DatiGenerali>
    <DatiBeniServizi><Descrizione>Risme di carta A4</Descrizione><Importo>122.00</Importo><DatiIVA><Aliquota>22.00</Aliquota></DatiIVA></DatiBeniServizi>
    <DatiBeniServizi><Descrizione>Buste commerciali</Descrizione><Importo>10.50</Importo><DatiIVA><Imposta>0.00</Imposta></DatiIVA><Natura>N2.2</Natura></DatiBeniServizi>
  </FatturaElettronicaBody>
</p:FatturaElettronicaSemplificata>
`;

/** An ordinary invoice of the samples with its number, date and supplier changed (a new document each time). */
export function variante(xml: string, numero: string, opzioni: { data?: string; cedenteCf?: string } = {}): string {
  let out = xml.replace(/<Numero>[^<]*<\/Numero>/, `<Numero>${numero}</Numero>`);
  if (opzioni.data) out = out.replace(/<Data>[^<]*<\/Data>/, `<Data>${opzioni.data}</Data>`);
  if (opzioni.cedenteCf)
    out = out.replace(/(<CedentePrestatore>\s*<DatiAnagrafici>\s*<IdFiscaleIVA>[\s\S]*?<\/IdFiscaleIVA>)/, `$1<CodiceFiscale>${opzioni.cedenteCf}</CodiceFiscale>`);
  return out;
}
