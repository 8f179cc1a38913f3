import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PostgresEventStore, pipelinedWritesSettled, type EventMetadata } from '@registro/server-event-store';
import { ConflictError, BadRequestError, Mailer, PG_POOL, UnitOfWork, isUniqueViolation } from '@registro/server-platform';
import { hashPassword } from '../../domain/password';
import { createUser, userAggregate } from '../../domain/user.aggregate';
import { USER_ACTIVATED, USER_CREATED, userStreamId, type UserEvent } from '../../domain/user.events';
import {
  USER_PASSWORD_RESET,
  USER_REGISTERED,
  USER_REGISTRATION_VALIDATED,
  type UserPasswordResetData,
  type UserRegisteredData,
} from '../credentials.events';
import { userById, type UserToContact } from '../credentials.read-model';
import { CREDENTIALS_POLICY, type CredentialsPolicy } from '../credentials-policy';
import { OneTimeLinks } from '../links/one-time-links';
import { emailPasswordTemporanea, emailValidazioneRegistrazione } from '../mail/email-texts';
import { passwordTemporanea } from '../password/password-rules';
import type { RequestOrigin } from '../request-origin';
import type { RegistrationDto } from './registration.dto';

export const MESSAGGIO_UTENZA_CREATA = 'Utenza Creata Riceverà una mail a breve';
export const MESSAGGIO_UTENTE_NON_VALIDATO = 'Utente non validato';
export const MESSAGGIO_UTENTE_VALIDATO = 'Utente validato: riceverà una e-mail con la password temporanea';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface LinkRegistrazione {
  userId: number;
}

/** Required fields in the form's order, with their labels (spec 1 §5). */
function readFields(dto: RegistrationDto) {
  const b = dto.utenteBean ?? {};
  const campi: [string, string | undefined][] = [
    ['Nome', b.firstname],
    ['Cognome', b.lastname],
    ['E-Mail', b.email],
    ['Username', b.username],
    ['Comune', dto.comune],
    ['Indirizzo', dto.indirizzo],
    ['N. Civico', dto.civico],
    ['Cap', dto.cap],
  ];
  const errori = campi.filter(([, v]) => !v?.trim()).map(([nome]) => `Il campo ${nome} è obbligatorio`);
  if (b.email?.trim() && !EMAIL.test(b.email.trim())) errori.push('Il campo E-Mail non è valido');
  if (errori.length) throw new BadRequestError(errori);
  const t = (v: string | undefined) => v!.trim();
  return {
    utente: { username: t(b.username), firstname: t(b.firstname), lastname: t(b.lastname), email: t(b.email) },
    indirizzo: { comune: t(dto.comune), indirizzo: t(dto.indirizzo), civico: t(dto.civico), cap: t(dto.cap) } satisfies UserRegisteredData,
  };
}

/**
 * Self-registration: POST /api/registration creates an inactive user in the registration group
 * and mails a validation link `${PUBLIC_URL}/login?code=<code>`; GET /api/registration/valida
 * activates it (once) and mails a temporary password, to be changed at the first sign-in.
 */
@Injectable()
export class Registration {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CREDENTIALS_POLICY) private readonly policy: CredentialsPolicy,
    private readonly link: OneTimeLinks,
    private readonly mailer: Mailer,
  ) {}

  async register(dto: RegistrationDto, da: RequestOrigin): Promise<string> {
    const { utente, indirizzo } = readFields(dto);
    // nobody knows this password: the account gets a usable one only when validated
    const creato = createUser({
      ...utente,
      passwordHash: await hashPassword(passwordTemporanea() + passwordTemporanea()),
      gruppoId: this.policy.gruppoRegistrazione,
      attivo: false,
      scadenzaUtenza: null,
    });
    try {
      await this.uow.run(async (tx) => {
        const gruppo = await tx.query('SELECT 1 FROM gruppi WHERE id = $1', [creato.gruppoId]);
        if (!gruppo.rowCount) throw new BadRequestError('Registrazione non disponibile: gruppo predefinito inesistente');
        const { rows } = await tx.query(`SELECT nextval('utenti_id_seq')::int AS id`);
        const id: number = rows[0].id;
        const metadata: EventMetadata = { userId: id, userName: creato.username, ...da };
        await this.store.handleCommand(
          tx,
          userStreamId(id),
          userAggregate,
          (): UserEvent[] => [
            { type: USER_CREATED, data: creato },
            { type: USER_REGISTERED, data: indirizzo },
          ],
          { metadata, expectedVersion: 0 },
        );
        await pipelinedWritesSettled(tx); // the projections' writes (a username taken) before the link and the mail
        const code = await this.link.create<LinkRegistrazione>('registrazione', { userId: id }, this.policy.durataLinkMs);
        // inside the transaction: no account without its mail
        await this.mailer.send(
          emailValidazioneRegistrazione(creato, `${this.policy.publicUrl}/login?code=${code}`, this.policy.durataLinkMs),
        );
      });
    } catch (e) {
      if (isUniqueViolation(e, 'utenti_username_key')) throw new ConflictError(`Username ${creato.username} già in uso`);
      throw e;
    }
    return MESSAGGIO_UTENZA_CREATA;
  }

  async valida(code: string | undefined, da: RequestOrigin): Promise<string> {
    const link = await this.link.consuma<LinkRegistrazione>('registrazione', code ?? '');
    const utente = link && (await userById(this.pool, link.userId));
    if (!link || !utente || utente.attivo) throw new BadRequestError(MESSAGGIO_UTENTE_NON_VALIDATO);
    try {
      await this.attiva(utente, da);
    } catch (e) {
      await this.link.restore('registrazione', code!, link, this.policy.durataLinkMs);
      throw e;
    }
    return MESSAGGIO_UTENTE_VALIDATO;
  }

  private async attiva(user: UserToContact, da: RequestOrigin): Promise<void> {
    const password = passwordTemporanea();
    const reset: UserPasswordResetData = { passwordHash: await hashPassword(password), temporanea: true, origine: 'REGISTRAZIONE' };
    const metadata: EventMetadata = { userId: user.id, userName: user.username, ...da };
    await this.uow.run(async (tx) => {
      await this.store.handleCommand(
        tx,
        userStreamId(user.id),
        userAggregate,
        (): UserEvent[] => [
          { type: USER_REGISTRATION_VALIDATED, data: {} },
          { type: USER_ACTIVATED, data: {} },
          { type: USER_PASSWORD_RESET, data: reset },
        ],
        { metadata },
      );
      await pipelinedWritesSettled(tx); // the projections' writes, before the mail
      await this.mailer.send(emailPasswordTemporanea(user, password, `${this.policy.publicUrl}/login`));
    });
  }
}
