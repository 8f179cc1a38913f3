import { Controller, Get, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { Pubblico } from '../auth/access.decorators';
import { Metriche } from './metriche';

/** GET /metrics for Prometheus (outside /api). */
@ApiExcludeController()
@Controller('metrics')
export class MetricheController {
  constructor(private readonly metriche: Metriche) {}

  @Pubblico()
  @Get()
  async metrics(@Res() res: Response): Promise<void> {
    res.type(this.metriche.contentType()).send(await this.metriche.testo());
  }
}
