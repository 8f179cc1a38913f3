import { Injectable, SetMetadata } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { Projection } from '@registro/server-event-store';

/**
 * Marks a provider as an async projection the worker runs in a SubscriptionRunner. Nest has no
 * multi-providers: a context declares `@AsyncProjection()` on its projection class and lists it in
 * its module's providers; the worker collects every such provider through this key.
 */
export const ASYNC_PROJECTIONS = 'registro:async-projection';

export const AsyncProjection = () => SetMetadata(ASYNC_PROJECTIONS, true);

@Injectable()
export class AsyncProjectionsExplorer {
  constructor(private readonly discovery: DiscoveryService) {}

  /** Every instantiated provider whose class carries @AsyncProjection(). */
  projections(): Projection[] {
    const trovate = new Set<Projection>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      if (!instance || typeof instance !== 'object') continue;
      if (Reflect.getMetadata(ASYNC_PROJECTIONS, instance.constructor))
        trovate.add(instance as Projection);
    }
    return [...trovate];
  }
}
