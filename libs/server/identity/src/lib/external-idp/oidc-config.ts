/** One identity manager (OIDC client) chosen on the login screen by `clientId` (spec 1 §2). */
export interface IdentityProvider {
  clientId: string;
  /** name shown to users */
  nome: string;
  /** issuer URL; its /.well-known/openid-configuration is read at the first sign-in */
  issuer: string;
  clientSecret: string;
  scopes: string[];
  /** claim carrying the fiscal code (a `TINIT-` prefix is dropped) */
  claimCodiceFiscale: string;
  /** claim carrying the Registro username */
  claimUsername: string;
}

/** Injection token of the configured identity managers, `IdentityProvider[]`. */
export const IDENTITY_PROVIDERS = Symbol('GESTORI_IDENTITA');

export const CLAIM_CODICE_FISCALE_PREDEFINITO = 'fiscal_number';
export const CLAIM_USERNAME_PREDEFINITO = 'preferred_username';
const SCOPES_PREDEFINITI = ['openid', 'profile'];

function text(v: unknown, field: string, i: number): string {
  if (typeof v !== 'string' || !v.trim()) throw new Error(`OIDC_PROVIDERS[${i}].${field}: stringa obbligatoria`);
  return v.trim();
}

function facoltativo(v: unknown, field: string, i: number, predefinito: string): string {
  return v === undefined || v === null ? predefinito : text(v, field, i);
}

/**
 * `OIDC_PROVIDERS`: a JSON array of {clientId, nome, issuer, clientSecret, scopes?,
 * claimCodiceFiscale?, claimUsername?}. Unset or empty = no identity manager. A malformed value
 * stops the start with the reason (a misconfigured sign-in path must not go unnoticed).
 */
export function loadIdentityProviders(env: NodeJS.ProcessEnv = process.env): IdentityProvider[] {
  const raw = env['OIDC_PROVIDERS']?.trim();
  if (!raw) return [];
  let lista: unknown;
  try {
    lista = JSON.parse(raw);
  } catch {
    throw new Error('OIDC_PROVIDERS: JSON non valido');
  }
  if (!Array.isArray(lista)) throw new Error('OIDC_PROVIDERS: atteso un array JSON');
  const gestori = lista.map((voce: unknown, i): IdentityProvider => {
    if (!voce || typeof voce !== 'object') throw new Error(`OIDC_PROVIDERS[${i}]: atteso un oggetto`);
    const v = voce as Record<string, unknown>;
    const issuer = text(v['issuer'], 'issuer', i);
    if (!/^https?:\/\//.test(issuer)) throw new Error(`OIDC_PROVIDERS[${i}].issuer: URL http(s) obbligatorio`);
    const scopes = v['scopes'] === undefined ? SCOPES_PREDEFINITI : v['scopes'];
    if (!Array.isArray(scopes) || !scopes.every((s) => typeof s === 'string' && s.trim())) {
      throw new Error(`OIDC_PROVIDERS[${i}].scopes: atteso un array di stringhe`);
    }
    return {
      clientId: text(v['clientId'], 'clientId', i),
      nome: text(v['nome'], 'nome', i),
      issuer,
      clientSecret: text(v['clientSecret'], 'clientSecret', i),
      scopes: scopes.includes('openid') ? scopes : ['openid', ...scopes],
      claimCodiceFiscale: facoltativo(v['claimCodiceFiscale'], 'claimCodiceFiscale', i, CLAIM_CODICE_FISCALE_PREDEFINITO),
      claimUsername: facoltativo(v['claimUsername'], 'claimUsername', i, CLAIM_USERNAME_PREDEFINITO),
    };
  });
  const doppi = gestori.map((g) => g.clientId).filter((id, i, ids) => ids.indexOf(id) !== i);
  if (doppi.length) throw new Error(`OIDC_PROVIDERS: clientId ripetuto: ${doppi.join(', ')}`);
  return gestori;
}
