import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// oidc-provider 7 is CommonJS without type declarations: only what the tests use is typed here.
interface ContestoKoa {
  path: string;
  body: unknown;
}
interface ProviderOidc {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  use(middleware: (ctx: ContestoKoa, next: () => Promise<void>) => Promise<void>): void;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Provider } = require('oidc-provider') as {
  Provider: new (issuer: string, configuration: Record<string, unknown>) => ProviderOidc;
};

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** claims of each account, by the login typed in the provider's form (the account id, `sub`) */
  account: Map<string, Record<string, string>>;
  /** when true, the token endpoint answers ID tokens with one signature byte changed */
  falsificaFirma: boolean;
  /**
   * Signs `login` in at the provider starting from the authorization URL: follows its redirects
   * by hand with its cookies, posts the login and consent forms of its development interactions,
   * and answers the URL it finally sends the browser to (our callback).
   */
  accedi(authorizationUrl: string, login: string): Promise<string>;
  close(): Promise<void>;
}

/** A cookie jar good enough for one provider on one host. */
class Biscotti {
  private readonly valori = new Map<string, string>();

  intestazione(): string {
    return [...this.valori].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  ricevi(res: Response): void {
    for (const riga of res.headers.getSetCookie()) {
      const [coppia, ...attributi] = riga.split(';');
      const i = coppia.indexOf('=');
      const nome = coppia.slice(0, i).trim();
      const valore = coppia.slice(i + 1).trim();
      const scaduto = attributi.some((a) => /^\s*(max-age=0|expires=Thu, 01 Jan 1970)/i.test(a));
      if (scaduto || !valore) this.valori.delete(nome);
      else this.valori.set(nome, valore);
    }
  }
}

/** An OpenID Connect provider (oidc-provider, development interactions) on a random localhost port. */
export async function startTestOidcProvider(redirectUri: string): Promise<TestOidcProvider> {
  let gestisci: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => gestisci(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const clientId = 'regione-test';
  const clientSecret = 'segreto-del-client-di-test';
  const account = new Map<string, Record<string, string>>();
  const chiave = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    jwks: { keys: [{ ...chiave, use: 'sig', alg: 'RS256', kid: 'chiave-di-test' }] },
    claims: { openid: ['sub'], profile: ['preferred_username', 'fiscal_number', 'name'] },
    pkce: { required: () => true, methods: ['S256'] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['chiave-cookie-di-test'] },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    findAccount: async (_ctx: unknown, sub: string) => {
      const claims = account.get(sub);
      return claims ? { accountId: sub, claims: async () => ({ sub, ...claims }) } : undefined;
    },
  });
  const stato = { falsificaFirma: false };
  provider.use(async (ctx, next) => {
    await next();
    const risposta = ctx.body as { id_token?: string } | undefined;
    if (stato.falsificaFirma && ctx.path === '/token' && risposta?.id_token) {
      const [testata, contenuto, firma] = risposta.id_token.split('.');
      const byte = Buffer.from(firma, 'base64url');
      byte[0] ^= 0xff;
      ctx.body = { ...risposta, id_token: `${testata}.${contenuto}.${byte.toString('base64url')}` };
    }
  });
  gestisci = provider.callback();

  async function accedi(authorizationUrl: string, login: string): Promise<string> {
    const biscotti = new Biscotti();
    let url = authorizationUrl;
    for (let passo = 0; passo < 12; passo++) {
      if (!url.startsWith(issuer)) return url;
      let res = await fetch(url, { redirect: 'manual', headers: { cookie: biscotti.intestazione() } });
      biscotti.ricevi(res);
      if (res.status === 200 && new URL(url).pathname.startsWith('/interaction/')) {
        const pagina = await res.text();
        const prompt = /name="prompt" value="(\w+)"/.exec(pagina)?.[1];
        if (!prompt) throw new Error(`pagina di interazione senza prompt: ${pagina.slice(0, 300)}`);
        const modulo = new URLSearchParams({ prompt, login, password: 'qualsiasi' });
        res = await fetch(url, {
          method: 'POST',
          redirect: 'manual',
          headers: { cookie: biscotti.intestazione(), 'content-type': 'application/x-www-form-urlencoded' },
          body: modulo.toString(),
        });
        biscotti.ricevi(res);
      }
      const location = res.headers.get('location');
      if (!location) throw new Error(`il provider ha risposto ${res.status} senza redirect: ${(await res.text()).slice(0, 300)}`);
      url = new URL(location, url).toString();
    }
    throw new Error('troppi redirect al provider');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    account,
    get falsificaFirma() {
      return stato.falsificaFirma;
    },
    set falsificaFirma(v: boolean) {
      stato.falsificaFirma = v;
    },
    accedi,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
