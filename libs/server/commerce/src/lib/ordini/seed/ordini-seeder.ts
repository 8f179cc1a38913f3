import { Injectable } from '@nestjs/common';

/** Demo data of ordini (idempotent). */
@Injectable()
export class OrdiniSeeder {
  async run(): Promise<void> {
    return;
  }
}
