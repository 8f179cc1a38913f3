import { applyDecorators } from '@nestjs/common';
import { IsNotEmpty, IsString, Matches } from 'class-validator';
import { PagedQueryDto, TimestampField } from '@registro/server-platform';

/** A required query parameter matching `pattern`: "Il parametro <nome> è obbligatorio" when absent or blank, "… non è valido" otherwise. */
const ParametroRisorsa = (nome: string, pattern: RegExp) =>
  applyDecorators(
    IsNotEmpty({ message: `Il parametro ${nome} è obbligatorio` }),
    IsString({ message: `Il parametro ${nome} non è valido` }),
    Matches(pattern, { message: `Il parametro ${nome} non è valido` }),
  );

/** A section as streams are named (`users`, `fatture`, `documentrepository`). */
const Sezione = () => ParametroRisorsa('sezione', /^[a-z][a-z0-9_]{0,62}$/i);
/** A record's id within its section. */
const IdRisorsa = () => ParametroRisorsa('idRisorsa', /^[A-Za-z0-9_]{1,64}$/);

/** ?sezione=&idRisorsa= of a record's history: every problem listed. */
export class HistoryQueryDto extends PagedQueryDto {
  @Sezione() sezione!: string;
  @IdRisorsa() idRisorsa!: string;
}

/** ?sezione=&idRisorsa=&al= : a record's state at an instant (epoch ms or ISO 8601, through the date codec). */
export class StateAtQueryDto {
  @Sezione() sezione!: string;
  @IdRisorsa() idRisorsa!: string;
  @TimestampField('al', { required: true, parametro: true }) al!: Date;
}
