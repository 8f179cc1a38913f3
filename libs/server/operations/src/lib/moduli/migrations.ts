import type { MigrationInterface } from 'typeorm';

/** this area's TypeORM migrations, in timestamp order */
export const moduliMigrations: (new () => MigrationInterface)[] = [];
