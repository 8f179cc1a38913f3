import { Module } from '@nestjs/common';
import { UseCasesModule } from '@registro/server-platform';
import { DeleteUserEndpoint } from '../users/delete-user/delete-user';
import { UpdateUserEndpoint } from '../users/save-user/update-user';

/**
 * Holds PUT/DELETE /api/users/:id in a module of its own so IdentityModule can import it after
 * every module with fixed PUT /api/users/<word> routes (cambiapassword, resetpassword...): Nest
 * registers routes module by module, and Express takes the first route that matches.
 */
@Module({
  imports: [UseCasesModule],
  controllers: [UpdateUserEndpoint, DeleteUserEndpoint],
})
export class UsersAdminHttpModule {}
