/** The pg Pool shared by the event store, projections and read queries (TypeORM's own pool). */
export const PG_POOL = Symbol('PG_POOL');
