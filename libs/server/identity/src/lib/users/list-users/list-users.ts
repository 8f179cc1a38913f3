import { Controller } from '@nestjs/common';
import { SEZIONE, type UtenteLista } from '@registro/contracts';
import { ListEndpoint, RequiresPermission, column, listUseCase, type ExcelSheet } from '@registro/server-platform';
import { ListUsersFilters } from './list-users.dto';
import { usersListSql } from './users-list-sql';

/** The user list's Excel download: the columns of the list screen (Gruppo, Cognome, Nome, Username). */
export const USERS_EXCEL: ExcelSheet<UtenteLista> = {
  fileName: 'Utenti_',
  columns: [column('Gruppo', 'profilo'), column('Cognome', 'lastname'), column('Nome', 'firstname'), column('Username', 'username')],
};

/**
 * GET /api/users (10 per page, by surname and name) and POST /api/users/excel. The page is also
 * the orders' customer dropdown, so `ordini` visualizza reads it too (only the customers, see
 * usersListSql).
 */
export const listUsers = listUseCase<ListUsersFilters, UtenteLista>({
  permission: [[SEZIONE.users, SEZIONE.ordini], 'visualizza'],
  filters: ListUsersFilters,
  forPage: 10,
  sql: usersListSql,
  excel: USERS_EXCEL,
});

@Controller('users')
export class ListUsersEndpoint extends ListEndpoint(listUsers) {}

// The Excel download stays with `users` visualizza (the dropdown never downloads): the kit gives
// both routes one permission, so the download's rule is declared again on its own route.
const listRoutes = Object.getPrototypeOf(ListUsersEndpoint.prototype);
RequiresPermission(SEZIONE.users, 'visualizza')(listRoutes, 'excel', Object.getOwnPropertyDescriptor(listRoutes, 'excel') as PropertyDescriptor);
