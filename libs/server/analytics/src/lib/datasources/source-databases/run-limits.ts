import { Injectable } from '@nestjs/common';
import { PARAMETRO } from '@registro/contracts';
import { ParametriConfigurazione } from '@registro/server-platform';
import type { RunLimits } from './sql-dialect';

const TIMEOUT_PREDEFINITO_S = 30;
const MAX_RIGHE_PREDEFINITO = 100_000;

/** The bounds of user SQL now: ANALYSIS_QUERY_TIMEOUT_SECONDS (30) and ANALYSIS_QUERY_MAX_ROWS (100,000). */
@Injectable()
export class RunLimitsReader {
  constructor(private readonly parametri: ParametriConfigurazione) {}

  current(): RunLimits {
    const secondi = positivo(this.parametri.read(PARAMETRO.analisiTimeoutSecondi).valore) ?? TIMEOUT_PREDEFINITO_S;
    const righe = positivo(this.parametri.read(PARAMETRO.analisiMaxRighe).valore) ?? MAX_RIGHE_PREDEFINITO;
    return { timeoutMs: secondi * 1000, maxRows: Math.floor(righe) };
  }
}

function positivo(valore: unknown): number | undefined {
  const n = Number(valore);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}
