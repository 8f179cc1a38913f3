import { Injectable } from '@nestjs/common';

/** Demo data of datasources (idempotent). */
@Injectable()
export class DataSourcesSeeder {
  async run(): Promise<void> {
    return;
  }
}
