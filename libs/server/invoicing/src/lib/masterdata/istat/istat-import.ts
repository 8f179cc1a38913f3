import { Injectable, Logger } from '@nestjs/common';
import { UnitOfWork } from '@registro/server-platform';
import { readIstatFolder } from './istat-files';

export interface IstatImported {
  province: number;
  comuni: number;
}

/**
 * Imports the provinces and comuni of Italy from an ISTAT folder (see istat-files.ts) into
 * `province` and `comuni`: an upsert by code in one transaction, one multi-row statement per
 * table (unnest), so running it again changes nothing. Comuni missing from the files are kept.
 * Command line: `node dist/apps/api/main.js import-istat [folder]`.
 */
@Injectable()
export class IstatImport {
  private readonly logger = new Logger(IstatImport.name);

  constructor(private readonly uow: UnitOfWork) {}

  async run(folder: string): Promise<IstatImported> {
    const { province, comuni } = await readIstatFolder(folder);
    await this.uow.run(async (tx) => {
      await tx.query(
        `INSERT INTO province (sigla, codice_istat, provincia, regione)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])
         ON CONFLICT (sigla) DO UPDATE SET codice_istat = excluded.codice_istat, provincia = excluded.provincia, regione = excluded.regione`,
        [province.map((p) => p.sigla), province.map((p) => p.codiceIstat), province.map((p) => p.provincia), province.map((p) => p.regione)],
      );
      // caps travel comma-joined (unnest cannot take a ragged text[][])
      await tx.query(
        `INSERT INTO comuni (codice_istat, comune, sigla_provincia, cap, caps, codice_catastale)
         SELECT codice, nome, sigla, cap, string_to_array(caps, ','), catastale
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) AS u(codice, nome, sigla, cap, caps, catastale)
         ON CONFLICT (codice_istat) DO UPDATE SET comune = excluded.comune, sigla_provincia = excluded.sigla_provincia, cap = excluded.cap,
           caps = excluded.caps, codice_catastale = excluded.codice_catastale`,
        [
          comuni.map((c) => c.codiceIstat),
          comuni.map((c) => c.comune),
          comuni.map((c) => c.siglaProvincia),
          comuni.map((c) => c.cap),
          comuni.map((c) => c.caps.join(',')),
          comuni.map((c) => c.codiceCatastale),
        ],
      );
    });
    this.logger.log(`Import ISTAT da ${folder}: ${province.length} province, ${comuni.length} comuni`);
    return { province: province.length, comuni: comuni.length };
  }
}
