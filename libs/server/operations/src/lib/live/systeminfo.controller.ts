import { Controller, Get } from '@nestjs/common';
import { RequiresPermission, ok } from '@registro/server-platform';
import { SystemInfoReader } from './system-info-reader';

/** GET /api/systeminfo: the figures of the api that answers, fields at the top of data. */
@Controller('systeminfo')
export class SysteminfoController {
  constructor(private readonly lettore: SystemInfoReader) {}

  @Get()
  @RequiresPermission('systeminfo', 'visualizza')
  info() {
    return ok(this.lettore.read());
  }
}
