import { Module } from '@nestjs/common';

/** socket.io gateway and system info: imported by the api only (the worker has no HTTP server). */
@Module({})
export class LiveModule {}
