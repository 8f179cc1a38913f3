import { Issuer, type BaseClient } from 'openid-client';
import type { IdentityProvider } from './oidc-config';

/**
 * openid-client clients of the identity managers, built at first use from the issuer's discovery
 * document (a failed discovery is retried at the next sign-in).
 */
export class OidcClient {
  private readonly clients = new Map<string, Promise<BaseClient>>();

  constructor(readonly redirectUri: string) {}

  per(gestore: IdentityProvider): Promise<BaseClient> {
    let client = this.clients.get(gestore.clientId);
    if (!client) {
      client = Issuer.discover(gestore.issuer).then(
        (issuer) =>
          new issuer.Client({
            client_id: gestore.clientId,
            client_secret: gestore.clientSecret,
            redirect_uris: [this.redirectUri],
            response_types: ['code'],
          }),
      );
      client.catch(() => this.clients.delete(gestore.clientId));
      this.clients.set(gestore.clientId, client);
    }
    return client;
  }
}
