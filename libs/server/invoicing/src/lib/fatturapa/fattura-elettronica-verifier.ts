import { Injectable } from '@nestjs/common';
import type { ProblemaSdi } from './sdi/problema-sdi';
import { type OpzioniControllo, checkFatturaPa } from './sdi/sdi-checker';
import { XmlSchemaValidator } from './xml/xml-schema-validator';

/**
 * An electronic invoice checked as the SDI would: the official XSD (code XSD, or XML when not
 * even well formed) and then the offline SDI rules on the parsed document. When the XSD found
 * errors the checker's own format findings (code XSD) are left out, as they repeat them.
 */
@Injectable()
export class FatturaElettronicaVerifier {
  constructor(private readonly validator: XmlSchemaValidator) {}

  async problemi(xml: string, opzioni: OpzioniControllo = {}): Promise<ProblemaSdi[]> {
    const validazione = await this.validator.validate('fatturapa', xml);
    if (!validazione.wellFormed) return validazione.errors.map((messaggio) => ({ codice: 'XML', messaggio }));
    const xsd = validazione.errors.map((messaggio) => ({ codice: 'XSD', messaggio }));
    const sdi = checkFatturaPa(xml, validazione.tree, opzioni);
    return [...xsd, ...(xsd.length ? sdi.filter((p) => p.codice !== 'XSD') : sdi)];
  }
}
