import { romeDay } from '@registro/server-kernel';
import { BadRequestError } from '@registro/server-platform/errors';
import { Export730Query, type Filtri730 } from './export-730.query';

/** The query of GET sistemats/730 (and 730/esclusi), its days read by the date codec: the period as Rome days, Dal not after Al. */
export function export730QueryFrom(query: { codiceStruttura: string; dataDal: Date; dataAl: Date } & Filtri730): Export730Query {
  const dataDal = romeDay(query.dataDal);
  const dataAl = romeDay(query.dataAl);
  if (dataDal > dataAl) throw new BadRequestError(['Data Dal successiva a Data Al']);
  const { numeroDocumento, tipoDocumentoDescrizione, cognomeRagioneSoggetto } = query;
  return new Export730Query(query.codiceStruttura, dataDal, dataAl, { numeroDocumento, tipoDocumentoDescrizione, cognomeRagioneSoggetto });
}
