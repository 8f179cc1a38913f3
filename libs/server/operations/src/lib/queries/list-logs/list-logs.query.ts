import { Query } from '@nestjs/cqrs';
import type { Lista, VoceLog } from '@registro/contracts';
import type { ListLogsDto } from './list-logs.dto';

export type LogFilters = Omit<ListLogsDto, 'page' | 'forPage'>;

export class ListLogsQuery extends Query<Lista<VoceLog>> {
  constructor(
    readonly filtri: LogFilters,
    readonly pagina: { forPage: number; offset: number },
  ) {
    super();
  }
}
