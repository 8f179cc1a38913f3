/**
 * The paced load's own process (caricoCadenzato starts it): reads its job from PACED_LOAD, prints
 * MISURA_INIZIATA when the measured requests begin and the measure as one line after RISULTATO.
 * It imports the loop alone, so its heap stays small.
 */
import { misuraCadenzata, type PacedRequest } from './paced-loop';

export interface PacedLoadJob {
  request: PacedRequest;
  rate: number;
  durata: number;
  riscaldamento: number;
}

export const MISURA_INIZIATA = '[carico cadenzato] misura iniziata';
export const RISULTATO = '[carico cadenzato] risultato ';

async function main(job: PacedLoadJob): Promise<void> {
  const misura = await misuraCadenzata(job.request, job.rate, job.durata, job.riscaldamento, () => process.stdout.write(`${MISURA_INIZIATA}\n`));
  process.stdout.write(`${RISULTATO}${JSON.stringify(misura)}\n`);
}

if (require.main === module) {
  main(JSON.parse(process.env['PACED_LOAD'] ?? '') as PacedLoadJob).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
