import type { MigrationInterface } from 'typeorm';
import { Identity1763800000000 } from './migrations/identity-1763800000000';
import { IdentityProfile1763900000000 } from './migrations/identity-profile-1763900000000';
import { Credentials1764000000000 } from './credentials/migrations/credentials-1764000000000';
import { Sessioni1764100000000 } from './migrations/sessioni-1764100000000';

/** TypeORM migrations of the identity read models, in order. */
export const identityMigrations: (new () => MigrationInterface)[] = [Identity1763800000000, IdentityProfile1763900000000, Credentials1764000000000, Sessioni1764100000000];
