import { Signer } from '@signpdf/utils';
import { signCades } from './cades-cms';
import type { FirmaCredentials } from './firma-credentials';

/** The @signpdf Signer that makes our CAdES-detached CMS (see cms-cades.ts). */
export class CadesSigner extends Signer {
  constructor(private readonly credenziali: FirmaCredentials) {
    super();
  }

  override async sign(contenuto: Buffer): Promise<Buffer> {
    return signCades(contenuto, this.credenziali);
  }
}
