import { RegisterTaskHandler, type TaskRunContext, type TaskHandler } from '../../tasks/handlers/task-handler';
import type { EventMetadata } from '@registro/server-event-store';
import { STATI_RICHIESTA } from '../integrazionebusiness/integrazione.events';
import { IntegrazioneService } from '../integrazionebusiness/integrazione.service';
import { ConsegneCaseificio, type EsitoUpsert } from './consegne-caseificio';
import { CONSEGNE_DIMOSTRATIVE } from './consegne-dimostrative';
import { parseConsegne } from './parse-consegne';
import { DESCRIZIONE_SORGENTE_DIMOSTRATIVA, SorgenteCaseificio, type SorgenteConsegne } from './sorgente-caseificio';

export const SERVIZIO_IMPORT_CASEIFICIO = 'caseificioimport';
const TIMEOUT_MS = 30_000;
const DIMENSIONE_MASSIMA = 20 * 1024 * 1024;
const LOTTO = 500;
/** the answer kept in the integration request is cut past this size */
const RISPOSTA_CONSERVATA = 256 * 1024;

/**
 * The dairy import (page /caseificiosync): reads the deliveries (JSON) from the source the
 * administrator configures (SorgenteCaseificio: the parameter CASEIFICIO_INDIRIZZO_SORGENTE; in
 * development, without one, the demo deliveries), records the call as an integration request
 * (servizio caseificioimport: RICEVUTA → IN ELABORAZIONE → COMPLETATA or ERRORE) and upserts them
 * into caseificio_consegne by the source's id. A failure is logged, recorded on the request and
 * rethrown (the run ends in ERRORE).
 */
@RegisterTaskHandler('ImportCaseificio', 'Importa le consegne del caseificio dalla sorgente impostata in Parametri di Configurazione')
export class ImportCaseificio implements TaskHandler {
  constructor(
    private readonly richieste: IntegrazioneService,
    private readonly consegne: ConsegneCaseificio,
    private readonly sorgenti: SorgenteCaseificio,
  ) {}

  async run(ctx: TaskRunContext): Promise<void> {
    let sorgente: SorgenteConsegne;
    try {
      sorgente = this.sorgenti.risolvi();
    } catch (e) {
      await ctx.log((e as Error).message);
      throw e;
    }
    const url = sorgente.tipo === 'indirizzo' ? sorgente.url : null;
    const dimostrativa = url === null;
    const origine = url === null ? { sorgente: DESCRIZIONE_SORGENTE_DIMOSTRATIVA } : { url };
    const metadata: EventMetadata = { userName: 'ImportCaseificio', causationId: ctx.runId };
    const messaggioInviato = url === null ? { metodo: 'GET', ...origine } : { metodo: 'GET', url, headers: { accept: 'application/json' } };
    const id = await this.richieste.register(
      { servizio: SERVIZIO_IMPORT_CASEIFICIO, metodo: 'GET', stato: STATI_RICHIESTA.ricevuta, corpoRichiesta: { idTask: ctx.idTask, idEsecuzione: ctx.runId, ...origine } },
      metadata,
    );
    const da = url === null ? `dalla ${DESCRIZIONE_SORGENTE_DIMOSTRATIVA} (nessun indirizzo configurato)` : `da ${url}`;
    await ctx.log(`Richiesta di integrazione ${id} registrata: lettura delle consegne ${da}`);
    await this.richieste.cambiaStato(id, STATI_RICHIESTA.inElaborazione, metadata);

    let risposta: unknown;
    try {
      risposta = url === null ? CONSEGNE_DIMOSTRATIVE : await this.download(url, ctx.signal);
      const { consegne, scartate } = parseConsegne(risposta);
      await ctx.log(`Ricevute ${consegne.length} consegne${scartate ? ` (${scartate} scartate: senza id)` : ''}`);
      const totale: EsitoUpsert = { nuove: 0, aggiornate: 0, invariate: 0 };
      for (let i = 0; i < consegne.length; i += LOTTO) {
        if (ctx.signal.aborted) throw new Error('import interrotto');
        const esito = await this.consegne.save(consegne.slice(i, i + LOTTO));
        totale.nuove += esito.nuove;
        totale.aggiornate += esito.aggiornate;
        totale.invariate += esito.invariate;
        await ctx.log(`Salvate ${Math.min(i + LOTTO, consegne.length)} di ${consegne.length} consegne`);
      }
      const esito =
        `Importate ${consegne.length} consegne: ${totale.nuove} nuove, ${totale.aggiornate} aggiornate, ${totale.invariate} invariate` +
        (dimostrativa ? ` (${DESCRIZIONE_SORGENTE_DIMOSTRATIVA})` : '');
      await this.richieste.recordOutcome(id, { esitoBusiness: esito, rispostaBusiness: conservabile(risposta), messaggioInviato }, metadata);
      await this.richieste.cambiaStato(id, STATI_RICHIESTA.completata, metadata);
      await ctx.log(esito);
    } catch (e) {
      const motivo = `Import non riuscito: ${(e as Error).message}`;
      await this.richieste.recordOutcome(id, { esitoBusiness: motivo, rispostaBusiness: conservabile(risposta ?? null), messaggioInviato }, metadata);
      await this.richieste.cambiaStato(id, STATI_RICHIESTA.errore, metadata);
      await ctx.log(motivo);
      throw e;
    }
  }

  /** The worker died during the run: its integration request would stay IN ELABORAZIONE. */
  async interrupted(idEsecuzione: string, motivo: string): Promise<void> {
    await this.richieste.closeOpenOfRun(SERVIZIO_IMPORT_CASEIFICIO, idEsecuzione, `Import non riuscito: ${motivo}`, {
      userName: 'ImportCaseificio',
      causationId: idEsecuzione,
    });
  }

  private async download(url: string, segnale: AbortSignal): Promise<unknown> {
    let risposta: Response;
    try {
      risposta = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.any([segnale, AbortSignal.timeout(TIMEOUT_MS)]) });
    } catch (e) {
      const causa = (e as { cause?: { message?: string } }).cause?.message;
      throw new Error(`sorgente non raggiungibile (${causa ?? (e as Error).message})`);
    }
    if (!risposta.ok) throw new Error(`la sorgente ha risposto ${risposta.status} ${risposta.statusText}`.trim());
    const testo = await risposta.text();
    if (testo.length > DIMENSIONE_MASSIMA) throw new Error('la risposta della sorgente è troppo grande');
    try {
      return JSON.parse(testo);
    } catch {
      throw new Error('la risposta della sorgente non è JSON valido');
    }
  }
}

function conservabile(response: unknown): unknown {
  const testo = JSON.stringify(response);
  return testo.length <= RISPOSTA_CONSERVATA ? response : { troncata: true, inizio: testo.slice(0, RISPOSTA_CONSERVATA) };
}
