import { Query } from '@nestjs/cqrs';
import type { InfoUtente } from '@registro/contracts';

export class GetUserInfoQuery extends Query<InfoUtente> {
  constructor(readonly username: string) {
    super();
  }
}
