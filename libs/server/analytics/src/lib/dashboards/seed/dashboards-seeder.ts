import { Injectable } from '@nestjs/common';

/** Demo data of dashboards (idempotent). */
@Injectable()
export class DashboardsSeeder {
  async run(): Promise<void> {
    return;
  }
}
