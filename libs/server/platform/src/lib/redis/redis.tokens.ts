/**
 * The shared ioredis client. It has no keyPrefix: callers start every key with
 * `RegistroConfig.redisPrefix` (BullMQ does not accept ioredis prefixes, so one rule for all).
 */
export const REDIS = Symbol('REDIS');
