import { availableParallelism, arch, freemem, hostname, release, totalmem, type } from 'node:os';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { InfoSistema } from '@registro/contracts';
import { PG_POOL } from '@registro/server-platform';

/**
 * The spec's system-info fields filled with this api process's real figures. The names come from
 * the Java original: "java" is the Node runtime here (vendor = process.release.name, version =
 * process.version) and the "Java RAM" is the V8 heap (javaMemory = heapTotal, the heap reserved,
 * like Runtime.totalMemory(); javaMemoryUsed = heapUsed). activeConnectionsJDBCManager counts the
 * pg pool's connections in use (total - idle).
 */
@Injectable()
export class SystemInfoReader {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  read(): InfoSistema {
    const heap = process.memoryUsage();
    const totale = totalmem();
    return {
      operationSystemInfo: `${type()} ${release()} (${arch()})`,
      javaVendor: process.release.name === 'node' ? 'Node.js' : process.release.name,
      javaVersion: process.version,
      cpuCoresNumber: availableParallelism(),
      activeConnectionsJDBCManager: Math.max(0, this.pool.totalCount - this.pool.idleCount),
      systemMemory: totale,
      systemMemoryUsed: totale - freemem(),
      javaMemory: heap.heapTotal,
      javaMemoryUsed: heap.heapUsed,
      nodo: `${hostname()}:${process.pid}`,
    };
  }
}
