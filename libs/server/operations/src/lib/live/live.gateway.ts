import { Inject, Logger, OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import {
  ConnectedSocket,
  MessageBody,
  OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import type Redis from 'ioredis';
import type { Server, Socket } from 'socket.io';
import { EVENTI_LIVE, STANZE_LIVE, haPermesso, type EsitoSegui } from '@registro/contracts';
import {
  REDIS,
  REGISTRO_CONFIG,
  SESSION_RESOLVER,
  ValidateMessageAs,
  permissionDenied,
  type AuthenticatedUser,
  type RegistroConfig,
  type SessionResolver,
} from '@registro/server-platform';
import { attachRedisAdapter } from './redis-adapter';
import { SystemInfoReader } from './system-info-reader';
import { SystemInfoPublisher } from './system-info-publisher';
import { LiveSessionWatch } from './live-session-watch';
import { STANZA_SCONOSCIUTA, StanzaLiveDto } from './stanza-live.dto';

const SESSIONE_NON_VALIDA = 'Sessione non valida o scaduta';

function tokenHandshake(socket: Socket): string | undefined {
  const token = (socket.handshake.auth as Record<string, unknown> | undefined)?.['token'];
  return typeof token === 'string' && token.length > 0 && token.length <= 512 ? token : undefined;
}

/**
 * socket.io on the api's HTTP server (path /socket.io). The handshake must carry a live session
 * token (`auth: { token }`); `segui` joins a room after checking visualizza on its section with the
 * caller's current permissions. Rooms are shared by every replica through the Redis adapter; the
 * sockets of sessions that end are disconnected (LiveSessionWatch).
 */
@WebSocketGateway({ path: '/socket.io', serveClient: false })
export class LiveGateway implements OnGatewayInit<Server>, OnApplicationShutdown {
  private readonly logger = new Logger('SocketIo');
  private connessioniRedis: Redis[] = [];
  private resolver: SessionResolver | undefined;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REGISTRO_CONFIG) private readonly config: RegistroConfig,
    private readonly moduleRef: ModuleRef,
    private readonly lettore: SystemInfoReader,
    private readonly pubblicatore: SystemInfoPublisher,
    private readonly sorveglianza: LiveSessionWatch,
  ) {}

  afterInit(server: Server): void {
    this.connessioniRedis = attachRedisAdapter(server, this.redis, this.config.redisPrefix);
    server.use((socket, next) => {
      this.utente(socket)
        .then((user) => {
          if (!user) return next(new Error(SESSIONE_NON_VALIDA));
          socket.data['sessionId'] = user.sessionId;
          next();
        })
        .catch((err: unknown) => {
          this.logger.warn(`Handshake socket.io non verificabile: ${(err as Error).message}`);
          next(new Error(SESSIONE_NON_VALIDA));
        });
    });
    this.pubblicatore.start(server);
    this.sorveglianza.start(server);
  }

  // a room the kit refuses comes as null (ValidateMessageAs): answered in the ack, which a throw never reaches
  @SubscribeMessage(EVENTI_LIVE.segui)
  async segui(
    @ConnectedSocket() socket: Socket,
    @MessageBody(new ValidateMessageAs(StanzaLiveDto, 'nome')) stanza: StanzaLiveDto | null,
  ): Promise<EsitoSegui> {
    if (!stanza) return { ok: false, messaggio: STANZA_SCONOSCIUTA };
    let utente: AuthenticatedUser | null;
    try {
      utente = await this.utente(socket);
    } catch {
      return { ok: false, messaggio: 'Servizio non disponibile, riprovare' };
    }
    if (!utente) {
      socket.disconnect(true);
      return { ok: false, messaggio: SESSIONE_NON_VALIDA };
    }
    if (!haPermesso(utente.permessi, stanza.sezione, 'visualizza')) {
      return { ok: false, messaggio: permissionDenied({ sezione: stanza.sezione, permesso: 'visualizza' }, utente.username).messaggio };
    }
    await socket.join(stanza.nome);
    // the page gets the first figures at once instead of after up to 2 s
    if (stanza.nome === STANZE_LIVE.infoSistema) socket.emit(EVENTI_LIVE.infoSistema, this.lettore.read());
    return { ok: true };
  }

  @SubscribeMessage(EVENTI_LIVE.lascia)
  async lascia(
    @ConnectedSocket() socket: Socket,
    @MessageBody(new ValidateMessageAs(StanzaLiveDto, 'nome')) stanza: StanzaLiveDto | null,
  ): Promise<EsitoSegui> {
    if (!stanza) return { ok: false, messaggio: STANZA_SCONOSCIUTA };
    await socket.leave(stanza.nome);
    return { ok: true };
  }

  async onApplicationShutdown(): Promise<void> {
    this.pubblicatore.stop();
    this.sorveglianza.stop();
    await Promise.all(
      this.connessioniRedis.map(async (client) => {
        try {
          await client.quit();
        } catch {
          client.disconnect();
        }
      }),
    );
  }

  /** The session's current user (permissions read now), or null when the token is dead. */
  private async utente(socket: Socket): Promise<AuthenticatedUser | null> {
    const token = tokenHandshake(socket);
    if (!token) return null;
    this.resolver ??= this.moduleRef.get<SessionResolver>(SESSION_RESOLVER, { strict: false });
    return this.resolver.resolve(token);
  }
}
