import type { MigrationInterface } from 'typeorm';
import { PostaInUscita1764300000001 } from './migrations/posta-in-uscita-1764300000001';
import { Tasks1764300000000 } from './migrations/tasks-1764300000000';

/** this area's TypeORM migrations, in timestamp order */
export const tasksMigrations: (new () => MigrationInterface)[] = [Tasks1764300000000, PostaInUscita1764300000001];
