import type { Request } from 'express';
import type { StrategyCreatedStatic } from 'passport';

/** A passport strategy; `never` because a strategy's typings may carry their own copy of express's. */
export interface RequestStrategy {
  authenticate(req: never): void;
}

/**
 * One passport strategy run on a request, with passport's action protocol (success, fail, error,
 * pass, redirect): the user, or false when the strategy failed or passed; its error is thrown.
 *
 * passport's own `authenticate` middleware makes each attempt with `Object.create(strategy)` and
 * then assigns the five actions to it. Those assignments, on every request, made V8 promote the
 * request's memory to the old generation (15 % of what an authenticated request allocated, against
 * 4.5 % with the actions given when the attempt is created: docs/performance.md). So the attempt
 * here is created with its actions as property descriptors.
 */
export function runStrategy<U>(strategy: RequestStrategy, req: Request): Promise<U | false> {
  return new Promise((resolve, reject) => {
    const actions: Record<keyof StrategyCreatedStatic, PropertyDescriptor> = {
      success: { value: (user: U) => resolve(user) },
      fail: { value: () => resolve(false) },
      pass: { value: () => resolve(false) },
      error: { value: (error: unknown) => reject(error) },
      redirect: { value: (url: string) => reject(new Error(`redirect to ${url}: not an option for a bearer token`)) },
    };
    const attempt = Object.create(strategy, actions) as { authenticate(req: Request): void };
    try {
      attempt.authenticate(req);
    } catch (error) {
      reject(error);
    }
  });
}
