import type { LivelloSpid } from '../livelli-spid';

/** Who SPID says the user is, after a response passed every check. */
export interface IdentitaSpid {
  /** codice fiscale without the TINIT- prefix */
  fiscalNumber: string;
  name: string;
  familyName: string;
  email: string;
  /** entity id of the IdP */
  idp: string;
  sessionIndex: string;
  nameId: string;
  nameQualifier: string;
  level: LivelloSpid;
}
