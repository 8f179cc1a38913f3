/**
 * A master-data resource written with the generic record events: which stream type (and
 * permission section) it is, how new ids are numbered and the messages of its errors.
 */
export interface RecordResource {
  /** stream type, permission section and the `sezione` of its history: streams are `<sezione>-<id>` */
  sezione: string;
  /** the PostgreSQL sequence that numbers new records (created by the resource's migration) */
  idSequence: string;
  /** 404 message, e.g. "Report non trovato" */
  notFound: string;
  /** 409 message when a unique index of the read model refuses the values */
  duplicate?: string;
  /** only a violation of this index is a duplicate (others stay errors) */
  duplicateConstraint?: string;
}
