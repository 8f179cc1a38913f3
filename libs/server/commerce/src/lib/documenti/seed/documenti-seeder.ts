import { Injectable } from '@nestjs/common';

/** Demo data of documenti (idempotent). */
@Injectable()
export class DocumentiSeeder {
  async run(): Promise<void> {
    return;
  }
}
