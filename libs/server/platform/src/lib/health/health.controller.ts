import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../auth/access.decorators';
import { HealthCheck, type HealthStatus } from './health-check';

/** GET /api/health: 200 when the database and Redis answer, else 503 naming the one down. */
@ApiTags('piattaforma')
@Controller('health')
export class HealthController {
  constructor(private readonly salute: HealthCheck) {}

  @Public()
  @Get()
  async health(
    @Res({ passthrough: true }) res: Response,
  ): Promise<HealthStatus & { messaggio?: string }> {
    const stato = await this.salute.check();
    if (stato.status === 'ok') return stato;
    res.status(503);
    const giu = (['database', 'redis'] as const).filter(
      (s) => stato[s] === 'down',
    );
    return {
      ...stato,
      messaggio: `Servizio non disponibile: ${giu.join(', ')}`,
    };
  }
}
