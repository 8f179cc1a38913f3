import type { MigrationInterface } from 'typeorm';
import { Amministrazione1764500000000 } from './migrations/amministrazione-1764500000000';
import { Cot1765200000300 } from './migrations/cot-1765200000300';
import { ParametroCaseificio1765300000700 } from './migrations/parametro-caseificio-1765300000700';

/** this area's TypeORM migrations, in timestamp order */
export const amministrazioneMigrations: (new () => MigrationInterface)[] = [Amministrazione1764500000000, Cot1765200000300, ParametroCaseificio1765300000700];
