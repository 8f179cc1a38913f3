import { Injectable } from '@nestjs/common';

/** Demo master data of invoicing (idempotent). */
@Injectable()
export class InvoicingSeeder {
  async run(): Promise<void> {
    return;
  }
}
