import { Controller } from '@nestjs/common';
import { ListEndpoint, listUseCase, type AuthenticatedUser } from '@registro/server-platform';
import { SEZIONE_ORDINI } from '../history/ordini-history';
import { LETTORI_ORDINI, soloClienteDi } from '../ordini-scope';
import { ListOrdiniDto } from './list-ordini.dto';
import { ORDINI_EXCEL, ordiniListSql } from './ordini-list-sql';

/** Spec 3 §9: 50 orders per page. */
const PER_PAGINA = 50;

/**
 * The orders: GET /api/ordiniordini and POST …/excel with the same filters, newest first. Staff
 * (visualizza) read every order, a customer (modifica alone) only their own, whatever they ask.
 */
export const listOrdini = listUseCase({
  permission: [SEZIONE_ORDINI, LETTORI_ORDINI],
  filters: ListOrdiniDto,
  forPage: PER_PAGINA,
  sql: (filtri: ListOrdiniDto, caller: AuthenticatedUser) => ordiniListSql(filtri, soloClienteDi(caller)),
  excel: ORDINI_EXCEL,
});

@Controller('ordiniordini')
export class ListOrdiniEndpoint extends ListEndpoint(listOrdini) {}
