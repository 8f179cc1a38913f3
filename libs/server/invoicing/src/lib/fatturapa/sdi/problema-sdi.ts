import type { ProblemaSdi } from '@registro/contracts';

/**
 * A reason the SDI would refuse an electronic invoice (contracts' ProblemaSdi). `codice` is the
 * SDI error code it would trigger (00423…), or: XSD (the official schema), XML (not well formed,
 * BOM, not Latin-1, DOCTYPE), BOLLO (stamp amount other than 2.00), NORMA (a Natura without
 * RiferimentoNormativo), TOTALE (ImportoTotaleDocumento not the sum of the summaries).
 */
export type { ProblemaSdi };

/** "00423: PrezzoTotale della linea 2 non coerente (…)" */
export const descriviProblema = (p: ProblemaSdi): string => `${p.codice}: ${p.messaggio}`;
