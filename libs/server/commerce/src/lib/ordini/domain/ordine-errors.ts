/** The 404 of an order that does not exist (or was deleted). */
export const ordineNonTrovato = (id: number) => `Ordine ${id} non trovato`;

/** The 403 of a customer reaching for another customer's order. */
export const ALTRO_CLIENTE = 'Non è possibile accedere agli ordini di un altro cliente';
