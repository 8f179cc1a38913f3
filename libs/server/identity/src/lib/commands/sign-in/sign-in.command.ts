import { Command } from '@nestjs/cqrs';
import type { RispostaToken } from '@registro/contracts';

/** Checks the credentials and opens a session; throws SignInRefused when refused. */
export class SignInCommand extends Command<RispostaToken> {
  constructor(
    readonly username: string,
    readonly password: string,
    readonly ip: string,
    readonly userAgent: string,
    readonly correlationId?: string,
  ) {
    super();
  }
}
