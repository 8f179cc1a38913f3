import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

/** Spec 3 §9: a lazy-loaded part has 120 seconds to arrive. */
export const LAZY_TIMEOUT_MS = 120_000;

/** Spec 3 §8: a lazy part that does not load (in time) is a ChunkLoadError, shown by the route error element. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(readonly causa?: unknown) {
    super('Impossibile caricare la pagina (ChunkLoadError): ricaricare la pagina e riprovare.');
  }
}

/** Runs `load`; a failure, or no answer within `timeoutMs`, becomes a ChunkLoadError. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = LAZY_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (causa: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(causa));
      },
    );
  });
}

/**
 * A route's `lazy` that loads one page module and takes its component:
 * `{ path: 'users', lazy: lazyPage(() => import('./users/users-list.page'), (m) => m.UsersListPage) }`.
 */
export function lazyPage<M>(load: () => Promise<M>, component: (module: M) => ComponentType): LazyRouteFunction<RouteObject> {
  return async () => ({ Component: component(await loadChunk(load)) });
}
