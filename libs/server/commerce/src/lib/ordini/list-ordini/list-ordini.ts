import { Controller } from '@nestjs/common';
import { ListEndpoint, listUseCase, type AuthenticatedUser } from '@registro/server-platform';
import { SEZIONE_ORDINI } from '../history/ordini-history';
import { LETTORI_ORDINI, soloClienteDi } from '../ordini-scope';
import { ListOrdiniDto } from './list-ordini.dto';
import { ORDINI_EXCEL, ordiniListSql, type FiltriOrdiniLetti } from './ordini-list-sql';

/** Spec 3 §9: 50 orders per page. */
const PER_PAGINA = 50;

/** The filters as the list reads them: a customer id that is not a positive integer is no filter. */
function filtriDa(query: ListOrdiniDto): FiltriOrdiniLetti {
  const idCliente = Number(query.idCliente?.trim() || undefined);
  return {
    codice: query.codice,
    tipo: query.tipo,
    idCliente: Number.isInteger(idCliente) && idCliente > 0 ? idCliente : undefined,
    dataDal: query.dataDal,
    dataAl: query.dataAl,
  };
}

/**
 * The orders: GET /api/ordiniordini and POST …/excel with the same filters, newest first. Staff
 * (visualizza) read every order, a customer (modifica alone) only their own, whatever they ask.
 */
export const listOrdini = listUseCase({
  permission: [SEZIONE_ORDINI, LETTORI_ORDINI],
  filters: ListOrdiniDto,
  forPage: PER_PAGINA,
  sql: (filtri: ListOrdiniDto, caller: AuthenticatedUser) => ordiniListSql(filtriDa(filtri), soloClienteDi(caller)),
  excel: ORDINI_EXCEL,
});

@Controller('ordiniordini')
export class ListOrdiniEndpoint extends ListEndpoint(listOrdini) {}
