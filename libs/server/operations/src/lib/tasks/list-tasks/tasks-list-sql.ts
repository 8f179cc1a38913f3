import type { ListSql } from '@registro/server-platform';
import type { ListTasksFilters } from './list-tasks.dto';

const iso = (colonna: string) => `to_char(${colonna} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The row as Task; the next run comes from the queue (NextTaskRuns), not from SQL. */
const SELECT = `t.id, t.stato, t.nome, t.tipo_avvio AS "tipoAvvio", t.descrizione, t.classe_java AS "classeJava",
  ${iso('t.avvio_data')} AS "avvioData", t.ripetizione_mese AS "ripetizioneMese", t.ripetizione_giorno AS "ripetizioneGiorno",
  t.ripetizione_ore AS "ripetizioneOre", t.ripetizione_minuti AS "ripetizioneMinuti",
  ${iso('t.data_ora_ultimo_start')} AS "dataOraUltimoStart", ${iso('t.data_ora_ultimo_stop')} AS "dataOraUltimoStop",
  NULL::text AS "dataOraProssimaEsecuzione",
  EXISTS (SELECT 1 FROM gesantasklog l WHERE l.id_task = t.id AND l.stato IN ('IN ATTESA', 'IN ESECUZIONE')) AS "inEsecuzione"`;

/** The state of a task's last run (of `t`), NULL before its first: the first entry of gesantasklog_task_idx. */
export const ULTIMO_ESITO_SQL = `(SELECT l.stato FROM gesantasklog l WHERE l.id_task = t.id ORDER BY l.data_ora_richiesta DESC LIMIT 1)`;

/** Every task by id: nome contains (as typed, ILIKE), stato is, esito is the last run's state; blank filters nothing. */
export function tasksListSql(filters: ListTasksFilters): ListSql {
  const where: string[] = [];
  const params: unknown[] = [];
  const nome = filters.nome?.trim();
  if (nome) where.push(`t.nome ILIKE '%' || $${params.push(nome)} || '%'`);
  const stato = filters.stato?.trim();
  if (stato) where.push(`t.stato = $${params.push(stato)}`);
  if (filters.esito) where.push(`${ULTIMO_ESITO_SQL} = $${params.push(filters.esito)}`);
  return { select: SELECT, from: `FROM gesantask t${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`, params, orderBy: 't.id' };
}
