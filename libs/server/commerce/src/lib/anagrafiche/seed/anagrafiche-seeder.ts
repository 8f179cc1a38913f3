import { Injectable } from '@nestjs/common';

/** Demo data of anagrafiche (idempotent). */
@Injectable()
export class AnagraficheSeeder {
  async run(): Promise<void> {
    return;
  }
}
