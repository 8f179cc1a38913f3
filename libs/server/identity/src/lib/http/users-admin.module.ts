import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { UsersAdminController } from './users-admin.controller';

/**
 * Holds PUT/DELETE /api/users/:id in a module of its own so IdentityModule can import it after
 * every module with fixed PUT /api/users/<word> routes (cambiapassword, resetpassword...): Nest
 * registers routes module by module, and Express takes the first route that matches.
 */
@Module({
  imports: [CqrsModule],
  controllers: [UsersAdminController],
})
export class UsersAdminHttpModule {}
