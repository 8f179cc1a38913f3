import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../auth/access.decorators';
import { Metrics } from './metrics';

/** GET /metrics for Prometheus (outside /api); in the OpenAPI document like every handler. */
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metriche: Metrics) {}

  @Public()
  @Get()
  async metrics(@Res() res: Response): Promise<void> {
    res.type(this.metriche.contentType()).send(await this.metriche.testo());
  }
}
