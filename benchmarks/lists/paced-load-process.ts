/**
 * The paced load's own process (caricoCadenzato starts it): reads its job from PACED_LOAD, prints
 * MISURA_INIZIATA when the measured requests begin and the measure as one line after RISULTATO.
 * It imports the loop alone, so its heap stays small.
 */
import { MISURA_INIZIATA, RISULTATO, misuraCadenzata, type PacedLoadJob } from './paced-loop';

async function main(job: PacedLoadJob): Promise<void> {
  const misura = await misuraCadenzata(job.request, job.rate, job.durata, job.riscaldamento, () => process.stdout.write(`${MISURA_INIZIATA}\n`));
  process.stdout.write(`${RISULTATO}${JSON.stringify(misura)}\n`);
}

main(JSON.parse(process.env['PACED_LOAD'] ?? '') as PacedLoadJob).catch((error) => {
  console.error(error);
  process.exit(1);
});
