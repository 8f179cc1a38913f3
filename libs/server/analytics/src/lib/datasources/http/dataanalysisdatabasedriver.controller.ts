import { Controller } from '@nestjs/common';
import type { DatabaseDriver } from '@registro/contracts';
import { RecordController } from '@registro/server-platform';
import { SEZIONE_DATAANALYSIS } from '../datasources.events';
import { DatabaseDriverDto } from '../drivers/database-driver.dto';
import { DATABASE_DRIVER_EXCEL, DatabaseDriverService } from '../drivers/database-driver.service';

/** /api/dataanalysisdatabasedriver (spec 2 §2.8 "Driver Database", §7): the drivers, 1000 per page. */
@Controller('dataanalysisdatabasedriver')
export class DataAnalysisDatabaseDriverController extends RecordController<DatabaseDriverDto, DatabaseDriver>({
  sezione: SEZIONE_DATAANALYSIS,
  body: DatabaseDriverDto,
  forPage: 1000,
  excel: DATABASE_DRIVER_EXCEL,
}) {
  constructor(drivers: DatabaseDriverService) {
    super(drivers);
  }
}
