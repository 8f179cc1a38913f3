import { Injectable } from '@nestjs/common';

/** A handful of demo invoices (idempotent). */
@Injectable()
export class FattureSeeder {
  async run(): Promise<void> {
    return;
  }
}
