import { Injectable } from '@nestjs/common';

/** Demo data of catalogo (idempotent). */
@Injectable()
export class CatalogoSeeder {
  async run(): Promise<void> {
    return;
  }
}
