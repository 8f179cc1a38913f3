import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type IdentityProvider,
  identityProvidersFromMetadata,
} from './idp-metadata';

/** The SPID identity providers Registro trusts, by entity id. */
export class IdpRegistry {
  private readonly perEntityId = new Map<string, IdentityProvider>();

  constructor(idps: IdentityProvider[]) {
    for (const idp of idps) this.perEntityId.set(idp.entityId, idp);
  }

  /** Every *.xml metadata file in `dir` (unreadable files are reported through `avviso`). */
  static fromDir(
    dir: string,
    avviso: (msg: string) => void = () => undefined,
  ): IdpRegistry {
    const idps: IdentityProvider[] = [];
    if (!existsSync(dir)) {
      avviso(`Cartella dei metadata degli IdP SPID inesistente: ${dir}`);
      return new IdpRegistry([]);
    }
    for (const file of readdirSync(dir)
      .filter((f) => f.toLowerCase().endsWith('.xml'))
      .sort()) {
      try {
        idps.push(
          ...identityProvidersFromMetadata(
            readFileSync(join(dir, file), 'utf8'),
          ),
        );
      } catch (e) {
        avviso(
          `Metadata IdP SPID non leggibile (${file}): ${(e as Error).message}`,
        );
      }
    }
    return new IdpRegistry(idps);
  }

  add(idp: IdentityProvider): void {
    this.perEntityId.set(idp.entityId, idp);
  }

  find(entityId: string): IdentityProvider | undefined {
    return this.perEntityId.get(entityId);
  }

  /** For the login button: entity id and name, sorted by name. */
  list(): { entityID: string; name: string }[] {
    return [...this.perEntityId.values()]
      .map((idp) => ({ entityID: idp.entityId, name: idp.nome }))
      .sort((a, b) => a.name.localeCompare(b.name, 'it'));
  }
}
