import { DynamicModule, Global, Module } from '@nestjs/common';
import { REGISTRO_CONFIG, type RegistroConfig } from './registro-config';

/** Holds REGISTRO_CONFIG; tests override the token to point the app at their own database. */
@Global()
@Module({})
export class RegistroConfigModule {
  static forRoot(config: RegistroConfig): DynamicModule {
    return {
      module: RegistroConfigModule,
      providers: [{ provide: REGISTRO_CONFIG, useValue: config }],
      exports: [REGISTRO_CONFIG],
    };
  }
}
