import type { Client } from 'pg';

const NOMI = ['giulia', 'marco', 'francesca', 'luca', 'chiara', 'andrea', 'sara', 'matteo', 'elena', 'paolo',
  'anna', 'stefano', 'laura', 'davide', 'silvia', 'roberto', 'valentina', 'simone', 'federica', 'alessandro'];
const COGNOMI = ['rossi', 'russo', 'ferrari', 'esposito', 'bianchi', 'romano', 'colombo', 'ricci', 'marino', 'greco',
  'bruno', 'gallo', 'conti', 'deluca', 'mancini', 'costa', 'giordano', 'rizzo', 'lombardi', 'moretti'];
const SEZIONI = ['gruppi', 'fatture', 'documenti', 'articoli', 'soggetti', 'ordini', 'numeratori', 'causali',
  'iva', 'configparameter', 'moduli', 'printserver', 'dashboard', 'datasource', 'integrazionebusiness'];
const USER_AGENT = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36 Edg/141.0.0.0',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:145.0) Gecko/20100101 Firefox/145.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:144.0) Gecko/20100101 Firefox/144.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36',
];

const lista = (values: string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;

/** The 400 users of the generated logs: `nome.cognome`, as `utenteN` names them (N 0..399). */
export const utente = (n: number) => `${NOMI[n % 20]}.${COGNOMI[Math.floor(n / 20) % 20]}`;

/**
 * `righe` rows in `logs` spread over the year before `fine`, in the order the projection writes
 * them (id and global_position grow with data_ora): about 30% sign-ins, 25% sign-outs, 3% failed
 * sign-ins and a few blocks (WARNING) on `users`; creates, updates and deletes on 15 sections; task
 * runs by `system` (1 in 10 failed, ERROR). 400 users in 8 groups, each from its own subnet
 * (failed sign-ins also from outside), 8 browsers; one set-based INSERT, then VACUUM ANALYZE.
 * `dopo`: the global positions start after it (past the events of the database, so the rows the
 * projection writes for those are not taken).
 */
export async function riempiLogs(client: Client, righe: number, fine: Date, dopo = 0): Promise<void> {
  await client.query(`SELECT setseed(0.42)`);
  await client.query(
    `INSERT INTO logs (global_position, data_ora, stato, sezione, descrizione_evento, operation,
                       username, id_gruppo, ip, user_agent, id_risorsa)
     SELECT $3::bigint + g,
            $2::timestamptz - interval '365 days' + (g - 1) * (interval '365 days' / $1),
            k.stato, k.sezione, k.descrizione, k.operation,
            CASE WHEN k.sistema THEN 'system' ELSE nomi[1 + u % 20] || '.' || cognomi[1 + (u / 20) % 20] END,
            CASE WHEN k.sistema THEN NULL ELSE 1 + u % 8 END,
            CASE WHEN k.sistema THEN NULL
                 WHEN k.operation = 'LOGIN_FALLITO' AND r2 < 0.5
                   THEN '93.' || (40 + (r3 * 20)::int) || '.' || (r3 * 255)::int || '.' || (r2 * 500)::int
                 ELSE '10.' || (u % 4) || '.' || (u / 4) || '.' || (2 + (r3 * 30)::int) END,
            CASE WHEN k.sistema THEN NULL ELSE agenti[1 + (u + (r2 * 1.3)::int) % 8] END,
            CASE WHEN k.sezione = 'users' THEN u::text ELSE (1 + (r3 * 50000)::int)::text END
       FROM generate_series(1, $1) AS g
      CROSS JOIN LATERAL (SELECT g AS riga, random() AS r1, random() AS r2, random() AS r3, (random() * 399)::int AS u) AS c
      CROSS JOIN LATERAL (SELECT ${lista(NOMI)} AS nomi, ${lista(COGNOMI)} AS cognomi,
                                 ${lista(USER_AGENT)} AS agenti, ${lista(SEZIONI)} AS sezioni) AS v
      CROSS JOIN LATERAL (
        SELECT * FROM (VALUES
          (0.30, 'INFO', 'users', 'Accesso effettuato', 'LOGIN', false),
          (0.55, 'INFO', 'users', 'Uscita', 'LOGOUT', false),
          (0.58, 'WARNING', 'users', 'Accesso non riuscito', 'LOGIN_FALLITO', false),
          (0.582, 'WARNING', 'users', 'Utente bloccato', 'BLOCCO', false),
          (0.75, 'INFO', sezioni[1 + (r2 * 14)::int], 'Modifica', 'UPDATE', false),
          (0.87, 'INFO', sezioni[1 + (r2 * 14)::int], 'Creazione', 'CREATE', false),
          (0.91, 'INFO', sezioni[1 + (r2 * 14)::int], 'Eliminazione', 'DELETE', false),
          (0.99, 'INFO', 'tasks', 'TaskRunFinished', 'TASK_RUN_FINISHED', true),
          (1.01, 'ERROR', 'tasks', 'TaskRunFailed', 'TASK_RUN_FAILED', true)
        ) AS t(soglia, stato, sezione, descrizione, operation, sistema)
        WHERE c.r1 < t.soglia ORDER BY t.soglia LIMIT 1) AS k`,
    [righe, fine, dopo],
  );
  await client.query(`VACUUM ANALYZE logs`);
}
