import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AggregateUseCases } from './aggregate-use-cases';
import { ListReader } from './list-use-case';

/**
 * What a context imports to declare use cases: the CommandBus and QueryBus their endpoints send
 * on, `AggregateUseCases` for the handlers and `ListReader` for the lists.
 */
@Module({
  imports: [CqrsModule],
  providers: [AggregateUseCases, ListReader],
  exports: [CqrsModule, AggregateUseCases, ListReader],
})
export class UseCasesModule {}
