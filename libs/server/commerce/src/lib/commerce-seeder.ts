import { Injectable } from '@nestjs/common';
import { AnagraficheSeeder } from './anagrafiche/seed/anagrafiche-seeder';
import { CatalogoSeeder } from './catalogo/seed/catalogo-seeder';
import { DocumentiSeeder } from './documenti/seed/documenti-seeder';
import { OrdiniSeeder } from './ordini/seed/ordini-seeder';

/** The paper-goods business's demo data, in dependency order (idempotent). */
@Injectable()
export class CommerceSeeder {
  constructor(
    private readonly anagrafiche: AnagraficheSeeder,
    private readonly catalogo: CatalogoSeeder,
    private readonly documenti: DocumentiSeeder,
    private readonly ordini: OrdiniSeeder,
  ) {}

  async run(): Promise<void> {
    await this.anagrafiche.run();
    await this.catalogo.run();
    await this.documenti.run();
    await this.ordini.run();
  }
}
