import 'reflect-metadata';
import {
  IsInt,
  IsNotEmpty,
  IsString,
  MaxLength,
  Min,
  ValidateNested,
  validate,
} from 'class-validator';
import { plainToInstance, Type } from 'class-transformer';
import type { Request } from 'express';
import { requestToken } from './auth/request-token';
import { loadConfig } from './config/registro-config';
import { BadRequestError, joinMessages } from './errors/http-errors';
import { paging } from './http/paging';
import { maskToken } from './logging/logger.options';
import { validationMessages } from './validation/validation-messages';

class Riga {
  @IsInt()
  @Min(1)
  quantita!: number;
}

class Documento {
  @IsString()
  @IsNotEmpty()
  @MaxLength(5)
  codice!: string;

  @IsString({ message: 'La descrizione deve essere un testo' })
  descrizione!: string;

  @ValidateNested({ each: true })
  @Type(() => Riga)
  righe!: Riga[];
}

describe('Italian validation messages', () => {
  it('names the field, prefers missing over wrong type, keeps custom messages, follows nesting', async () => {
    const doc = plainToInstance(Documento, {
      codice: 'troppolungo',
      descrizione: 3,
      righe: [{ quantita: 0 }],
    });
    const messaggi = validationMessages(await validate(doc));
    expect(messaggi).toEqual([
      'Il campo codice deve contenere al massimo 5 caratteri',
      'La descrizione deve essere un testo',
      'Il campo righe.0.quantita deve essere almeno 1',
    ]);
    expect(
      validationMessages(
        await validate(plainToInstance(Documento, { righe: [] })),
      ),
    ).toContain('Il campo codice è obbligatorio');
  });
});

describe('messaggio', () => {
  it('keeps one message as is and closes a list with #', () => {
    expect(joinMessages('Solo uno')).toBe('Solo uno');
    expect(joinMessages(['Primo', 'Secondo'])).toBe('Primo#Secondo#');
    expect(
      new BadRequestError(['A'], { tipoErrore: 'x' }).getResponse(),
    ).toEqual({ messaggio: 'A#', tipoErrore: 'x' });
  });
});

describe('paginazione', () => {
  it('defaults and clamps', () => {
    expect(paging({})).toEqual({ page: 0, forPage: 10, offset: 0 });
    expect(paging({ page: '3', forPage: '25' })).toEqual({
      page: 3,
      forPage: 25,
      offset: 75,
    });
    expect(paging({ page: 'x', forPage: '100000000' })).toEqual({
      page: 0,
      forPage: 1000,
      offset: 0,
    });
    expect(paging({ page: { a: 1 }, forPage: -4 })).toEqual({
      page: 0,
      forPage: 1,
      offset: 0,
    });
  });
});

describe('tokens', () => {
  const req = (
    headers: Record<string, string>,
    query: Record<string, unknown> = {},
  ) => ({ headers, query }) as unknown as Request;

  it('reads the bearer header first, then the authToken query parameter', () => {
    expect(
      requestToken(
        req({ authorization: 'Bearer abc' }, { authToken: 'def' }),
      ),
    ).toBe('abc');
    expect(requestToken(req({}, { authToken: 'def' }))).toBe('def');
    expect(requestToken(req({ authorization: 'Basic xyz' }))).toBeUndefined();
    expect(requestToken(req({}, { authToken: ['a', 'b'] }))).toBeUndefined();
  });

  it('keeps tokens out of logged urls', () => {
    expect(maskToken('/api/x?a=1&authToken=segreto&b=2')).toBe(
      '/api/x?a=1&authToken=[nascosto]&b=2',
    );
  });
});

describe('loadConfig', () => {
  it('reads the environment with documented defaults', () => {
    const c = loadConfig({ KAFKA_BROKERS: 'k1:9092, k2:9092', PORT: 'abc' });
    expect(c.port).toBe(3000);
    expect(c.kafkaBrokers).toEqual(['k1:9092', 'k2:9092']);
    expect(c.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/registro');
    expect(c.redisPrefix).toBe('registro:');
    expect(c.adminPassword).toBe('admin');
    expect(loadConfig({}).kafkaBrokers).toEqual([]);
  });
});
