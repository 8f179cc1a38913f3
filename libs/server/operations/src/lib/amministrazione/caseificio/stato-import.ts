import type { EsecuzioneTask, StatoImportCaseificio, Task } from '@registro/contracts';
import { romeWallClockParts } from '@registro/server-kernel';

/** 21-11-2026 10:30:05, Italian time. */
export function dataOra(iso: string): string {
  const p = romeWallClockParts(iso);
  return `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute}:${p.second}`;
}

const ultimaRiga = (log: string) => log.trim().split('\n').pop()?.trim() ?? '';

/** importStato: the import task's latest run, its state and its last log line. */
export function statoImport(task: Task | null, run: EsecuzioneTask | null): StatoImportCaseificio {
  if (!task) return { importStato: 'Import non configurato: manca il task ImportCaseificio', inEsecuzione: false };
  if (!run) return { importStato: 'Nessun import eseguito', inEsecuzione: false };
  const riga = ultimaRiga(run.logElaborazione);
  const fine = run.dataOraStop ?? run.dataOraStart;
  const dettaglio = riga ? `: ${riga}` : '';
  switch (run.statoAttuale) {
    case 'IN ATTESA':
      return { importStato: `Import richiesto il ${dataOra(run.dataOraStart)}: in attesa di avvio`, inEsecuzione: true };
    case 'IN ESECUZIONE':
      return { importStato: `Import in corso dal ${dataOra(run.dataOraStart)}${dettaglio}`, inEsecuzione: true };
    case 'COMPLETATO':
      return { importStato: `Ultimo import completato il ${dataOra(fine)}${dettaglio}`, inEsecuzione: false };
    case 'ERRORE':
      return { importStato: `Ultimo import fallito il ${dataOra(fine)}${dettaglio}`, inEsecuzione: false };
    default:
      return { importStato: `Ultimo import interrotto il ${dataOra(fine)}${dettaglio}`, inEsecuzione: false };
  }
}
