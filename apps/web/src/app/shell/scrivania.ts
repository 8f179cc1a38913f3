import { useQueries } from '@tanstack/react-query';
import { SEZIONE, type NomePermesso, type PermessiGruppo, type ScrivaniaArchivio, type ScrivaniaDocumenti, type ScrivaniaFatture, type ScrivaniaTask, type SezioneId } from '@registro/contracts';
import { api, grantsOn } from '@registro/web-ui';

/**
 * One counter of Home's desk (issue 25): what waits for the user in one context. Each context
 * answers its own counters behind its own permission (CONTRIBUTING Boundaries: no context reads
 * another's tables) and Home composes them, asking only those the user's group may see.
 */
export interface ContatoreScrivania<R = never> {
  chiave: string;
  sezione: SezioneId;
  permesso: NomePermesso;
  /** the context's counter endpoint */
  risorsa: string;
  valore: (risposta: R) => number;
  /** the label's key in the locale files */
  etichetta: string;
  /** the list with the filter applied (its filter names) */
  link: string;
}

const contatore = <R>(c: ContatoreScrivania<R>) => c as unknown as ContatoreScrivania<unknown>;

export const CONTATORI_SCRIVANIA: ContatoreScrivania<unknown>[] = [
  contatore<ScrivaniaDocumenti>({
    chiave: 'documentiInBozza',
    sezione: SEZIONE.documenti,
    permesso: 'visualizza',
    risorsa: '/paperclean/scrivania',
    valore: (r) => r.documentiInBozza,
    etichetta: 'home.documentiInBozza',
    link: '/papercleandocumentotipi/documenti?statoAttuale=BOZZA',
  }),
  contatore<ScrivaniaArchivio>({
    chiave: 'documentiDaFirmare',
    sezione: SEZIONE.documentrepository,
    permesso: 'visualizza',
    risorsa: '/documentrepository/scrivania',
    valore: (r) => r.documentiDaFirmare,
    etichetta: 'home.documentiDaFirmare',
    link: '/documentrepository?firmato=false',
  }),
  contatore<ScrivaniaFatture>({
    chiave: 'fattureDaEsportare',
    sezione: SEZIONE.fatturazione,
    permesso: 'visualizza',
    risorsa: '/documenti/scrivania',
    valore: (r) => r.fattureDaEsportare,
    etichetta: 'home.fattureDaEsportare',
    link: '/contabilita/fatturazione?daEsportare=true',
  }),
  contatore<ScrivaniaTask>({
    chiave: 'taskInErrore',
    sezione: SEZIONE.taskmanager,
    permesso: 'visualizza',
    risorsa: '/gesantask/scrivania',
    valore: (r) => r.taskInErrore,
    etichetta: 'home.taskInErrore',
    link: '/taskmanager?esito=ERRORE',
  }),
];

/** The counters the group may see, each with its value once its context has answered. */
export function useContatoriScrivania(permessi: PermessiGruppo[] | undefined) {
  const visibili = CONTATORI_SCRIVANIA.filter((c) => grantsOn(permessi, c.sezione, c.permesso));
  const risposte = useQueries({
    queries: visibili.map((c) => ({
      queryKey: ['scrivania', c.risorsa],
      queryFn: async ({ signal }: { signal: AbortSignal }) => (await api.get<unknown>(c.risorsa, undefined, signal)).data,
      staleTime: 30_000,
    })),
  });
  return visibili.map((c, i) => ({ ...c, numero: risposte[i]?.data === undefined ? undefined : c.valore(risposte[i].data) }));
}
