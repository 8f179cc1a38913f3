import { romeDay } from '@registro/server-kernel';
import { containsPattern, sortedBy, type ListSql } from '@registro/server-platform';
import type { FattureRicevuteFilters } from './list-fatture-ricevute.dto';

/** A row of the list (FatturaRicevutaElenco) as SQL columns: dates ISO, the supplier as an object. */
const SELECT = `id, numero, to_char(data, 'YYYY-MM-DD') AS data, tipo_documento AS "tipoDocumento",
  json_build_object('idAnagrafica', id_anagrafica_fornitore, 'denominazione', fornitore_denominazione, 'partitaIva', fornitore_partita_iva,
    'codiceFiscale', fornitore_codice_fiscale, 'corrispondenza', documento->'fornitore'->>'corrispondenza') AS fornitore,
  totale::float8 AS totale, divisa, ARRAY(SELECT to_char(s, 'YYYY-MM-DD') FROM unnest(scadenze) s ORDER BY s) AS scadenze,
  to_char(importata_il AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "importataIl", formato, nome_file AS "nomeFile"`;

/**
 * The received invoices, newest document date first: the supplier's name, VAT number or fiscal code
 * as "contains", the number exact (case-insensitive), the type exact (TD01…), the document's days
 * and the due dates as ranges of Rome days.
 */
export function fattureRicevuteListSql(filtri: FattureRicevuteFilters): ListSql {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const fornitore = containsPattern(filtri.fornitore);
  if (fornitore) {
    const p = param(fornitore);
    where.push(`(fornitore_denominazione ILIKE ${p} OR fornitore_partita_iva ILIKE ${p} OR fornitore_codice_fiscale ILIKE ${p})`);
  }
  const numero = filtri.numero?.trim();
  if (numero) where.push(`lower(numero) = lower(${param(numero)})`);
  const tipo = filtri.tipoDocumento?.trim();
  if (tipo) where.push(`tipo_documento = upper(${param(tipo)})`);
  if (filtri.dataDal) where.push(`data >= ${param(romeDay(filtri.dataDal))}::date`);
  if (filtri.dataAl) where.push(`data <= ${param(romeDay(filtri.dataAl))}::date`);
  if (filtri.scadenzaDal || filtri.scadenzaAl) {
    const dal = filtri.scadenzaDal ? `s >= ${param(romeDay(filtri.scadenzaDal))}::date` : 'true';
    const al = filtri.scadenzaAl ? `s <= ${param(romeDay(filtri.scadenzaAl))}::date` : 'true';
    where.push(`EXISTS (SELECT 1 FROM unnest(scadenze) s WHERE ${dal} AND ${al})`);
  }
  return {
    select: SELECT,
    from: `FROM fatture_ricevute${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`,
    params,
    ...sortedBy(['data', 'DESC'], ['id', 'DESC']),
  };
}
