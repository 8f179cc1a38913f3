import { io, type Socket } from 'socket.io-client';
import { EVENTI_LIVE, type EsitoSegui } from '@registro/contracts';
import { session } from '../api/session';

/** after a refused handshake (e.g. the api restarting) socket.io does not retry by itself */
const RIPROVA_DOPO_RIFIUTO_MS = 5000;
const ATTESA_ACK_MS = 5000;

interface Iscrizione {
  stanza: string;
  evento: string;
  onDato: (dato: unknown) => void;
  /** true once the room is joined on the current connection, false while it is not */
  onStato: (seguita: boolean) => void;
}

/**
 * The app's one socket.io connection (same origin, path /socket.io, the session token in the
 * handshake), opened while at least one page follows a room and closed after the last one leaves.
 * On every (re)connection it joins again the rooms still followed.
 */
class ClienteLive {
  private socket: Socket | null = null;
  private readonly iscrizioni = new Set<Iscrizione>();
  private riprova: ReturnType<typeof setTimeout> | undefined;

  segui(iscrizione: Iscrizione): () => void {
    const socket = this.apri();
    this.iscrizioni.add(iscrizione);
    socket.on(iscrizione.evento, iscrizione.onDato);
    if (socket.connected) void this.unisci(socket, iscrizione);
    else iscrizione.onStato(false);
    return () => {
      this.iscrizioni.delete(iscrizione);
      socket.off(iscrizione.evento, iscrizione.onDato);
      const ancoraSeguita = [...this.iscrizioni].some((i) => i.stanza === iscrizione.stanza);
      if (!ancoraSeguita && socket.connected) socket.emit(EVENTI_LIVE.lascia, iscrizione.stanza);
      if (this.iscrizioni.size === 0) this.chiudi();
    };
  }

  private apri(): Socket {
    if (this.socket) return this.socket;
    const socket = io({
      path: '/socket.io',
      // read at every attempt: a reconnection uses the current token
      auth: (cb) => cb({ token: session.token() ?? '' }),
      transports: ['websocket', 'polling'],
    });
    socket.on('connect', () => {
      for (const iscrizione of this.iscrizioni) void this.unisci(socket, iscrizione);
    });
    socket.on('disconnect', () => this.notifica(false));
    socket.on('connect_error', () => {
      this.notifica(false);
      // a refused handshake is final for socket.io: try again later while pages still listen
      if (!socket.active && !this.riprova) {
        this.riprova = setTimeout(() => {
          this.riprova = undefined;
          if (this.socket === socket && session.token()) socket.connect();
        }, RIPROVA_DOPO_RIFIUTO_MS);
      }
    });
    this.socket = socket;
    return socket;
  }

  private async unisci(socket: Socket, iscrizione: Iscrizione): Promise<void> {
    try {
      const esito = (await socket.timeout(ATTESA_ACK_MS).emitWithAck(EVENTI_LIVE.segui, iscrizione.stanza)) as EsitoSegui;
      if (this.iscrizioni.has(iscrizione)) iscrizione.onStato(!!esito?.ok && socket.connected);
    } catch {
      if (this.iscrizioni.has(iscrizione)) iscrizione.onStato(false);
    }
  }

  private notifica(seguita: boolean): void {
    for (const iscrizione of this.iscrizioni) iscrizione.onStato(seguita);
  }

  private chiudi(): void {
    clearTimeout(this.riprova);
    this.riprova = undefined;
    this.socket?.removeAllListeners();
    this.socket?.disconnect();
    this.socket = null;
  }
}

export const liveClient = new ClienteLive();
