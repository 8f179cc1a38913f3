import { Signer } from '@signpdf/utils';
import { firmaCades } from './cms-cades';
import type { CredenzialiFirma } from './credenziali-firma';

/** The @signpdf Signer that makes our CAdES-detached CMS (see cms-cades.ts). */
export class FirmatarioCades extends Signer {
  constructor(private readonly credenziali: CredenzialiFirma) {
    super();
  }

  override async sign(contenuto: Buffer): Promise<Buffer> {
    return firmaCades(contenuto, this.credenziali);
  }
}
