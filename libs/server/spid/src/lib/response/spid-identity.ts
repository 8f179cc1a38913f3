import type { SpidLevel } from '../spid-levels';

/** Who SPID says the user is, after a response passed every check. */
export interface SpidIdentity {
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
  level: SpidLevel;
}
