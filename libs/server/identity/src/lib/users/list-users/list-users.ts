import { Controller } from '@nestjs/common';
import { SEZIONE, type UtenteLista } from '@registro/contracts';
import { ListEndpoint, column, listUseCase, type ExcelSheet } from '@registro/server-platform';
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
 * usersListSql); the dropdown never downloads, so the Excel stays with `users` visualizza.
 */
export const listUsers = listUseCase<ListUsersFilters, UtenteLista>({
  permission: [[SEZIONE.users, SEZIONE.ordini], 'visualizza'],
  excelPermission: [SEZIONE.users, 'visualizza'],
  filters: ListUsersFilters,
  forPage: 10,
  sql: usersListSql,
  excel: USERS_EXCEL,
});

@Controller('users')
export class ListUsersEndpoint extends ListEndpoint(listUsers) {}
