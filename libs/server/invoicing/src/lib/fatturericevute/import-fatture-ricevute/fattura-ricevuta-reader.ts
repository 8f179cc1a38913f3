import { Injectable } from '@nestjs/common';
import type { FileXmlRicevuto } from '../../fatturapa/intake';
import { XmlSchemaValidator, type XmlValidation } from '../../fatturapa/xml/xml-schema-validator';
import { AllegatoNonLeggibile, RADICI_FATTURAPA, isRadiceFatturaPa, readFatturaRicevuta, type BodyLetto } from '../domain/read-fattura-ricevuta';
import { senzaSpaziAttornoAiValori } from '../domain/senza-spazi-attorno-ai-valori';

/** A file that is not an importable FatturaPA: the Italian reason, without the file's name. */
export class FatturaRicevutaRifiutata extends Error {}

export interface FatturaRicevutaLetta {
  bodies: BodyLetto[];
  /** the intake's warnings and the tolerated XSD findings, in Italian */
  avvisi: string[];
}

const NON_FATTURAPA = 'non è una fattura elettronica FatturaPA';

/**
 * A received file's XML read as FatturaPA: the root tells the schema (ordinary 1.2.2 or simplified
 * VFSM10), the whole file is validated, and what breaks the schema only by spaces around a value
 * (a date, a number) is read trimmed with a warning; anything else is refused with the first
 * problem in Italian.
 */
@Injectable()
export class FatturaRicevutaReader {
  constructor(private readonly validator: XmlSchemaValidator) {}

  async read(file: FileXmlRicevuto): Promise<FatturaRicevutaLetta> {
    let validation = await this.validator.validate('fatturapa', file.testo);
    if (!validation.wellFormed || !validation.tree) throw new FatturaRicevutaRifiutata(`${NON_FATTURAPA} (${validation.errors[0] ?? 'XML non leggibile'})`);
    const radice = validation.tree.name;
    if (!isRadiceFatturaPa(radice)) throw new FatturaRicevutaRifiutata(NON_FATTURAPA);
    const schema = RADICI_FATTURAPA[radice];
    if (schema !== 'fatturapa') validation = await this.validator.validate(schema, file.testo);
    const avvisi = [...file.avvisi];
    if (validation.errors.length) {
      const ripulito = senzaSpaziAttornoAiValori(file.testo);
      const seconda = ripulito !== file.testo ? await this.validator.validate(schema, ripulito) : validation;
      if (seconda.errors.length || !seconda.tree) throw new FatturaRicevutaRifiutata(nonConforme(seconda));
      avvisi.push(...validation.errors.map((e) => `Spazi attorno al valore ignorati (${e.replace(/:.*$/s, '')}${elemento(e)})`));
      validation = seconda;
    }
    const tree = validation.tree;
    if (!tree) throw new FatturaRicevutaRifiutata(NON_FATTURAPA);
    try {
      return { bodies: readFatturaRicevuta(tree), avvisi };
    } catch (e) {
      if (e instanceof AllegatoNonLeggibile) throw new FatturaRicevutaRifiutata(e.message);
      throw e;
    }
  }
}

const elemento = (errore: string) => {
  const m = /elemento (\w+)/.exec(errore);
  return m ? `, ${m[1]}` : '';
};

function nonConforme(validation: XmlValidation): string {
  return `il file non rispetta lo schema FatturaPA: ${validation.errors[0] ?? 'XML non leggibile'}`;
}
