import { Module } from '@nestjs/common';

/** The invoice aggregate: list, get, create, update, calcola, numbering, print, history. */
@Module({})
export class FattureModule {}
