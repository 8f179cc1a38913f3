import type { Pool } from 'pg';

/** An article of the orders' tests: its price list price as the catalogue stores it (text or number in jsonb). */
export interface ArticoloDiProva {
  codice: string;
  descrizione: string;
  prezzoEsposto: string | number;
  attivo?: boolean;
  immagineBase64?: string | null;
}

/**
 * Inserts articles straight into the catalogue's read model `articoli` (the catalogue's own
 * commands belong to another area, still being written); answers their ids in order.
 */
export async function insertArticoli(pool: Pool, articoli: ArticoloDiProva[]): Promise<number[]> {
  const ids: number[] = [];
  for (const a of articoli) {
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO articoli (id, codice, descrizione, attivo, listino, immagine_base64, versione)
       VALUES (nextval('articoli_id_seq'), $1, $2, $3, jsonb_build_object('prezzoEsposto', $4::jsonb), $5, 1) RETURNING id`,
      [a.codice, a.descrizione, a.attivo ?? true, JSON.stringify(a.prezzoEsposto), a.immagineBase64 ?? null],
    );
    ids.push(rows[0].id);
  }
  return ids;
}
