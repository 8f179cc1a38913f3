import { Query } from '@nestjs/cqrs';

/** The user card of the logs timeline (spec 2 §3 "User info"). */
export interface InfoUtente {
  id: number;
  username: string;
  profilo: string;
  attivo: boolean;
  email: string;
  lastname: string;
  firstname: string;
  createUser: string | null;
  /** ISO instant of the user's first event */
  createDate: string | null;
  updateUser: string | null;
  /** ISO instant of the user's last event */
  updateDate: string | null;
  /** epoch ms, null = never expires (as in UtenteLista) */
  scadenzaUtenza: number | null;
}

export class GetUserInfoQuery extends Query<InfoUtente> {
  constructor(readonly username: string) {
    super();
  }
}
