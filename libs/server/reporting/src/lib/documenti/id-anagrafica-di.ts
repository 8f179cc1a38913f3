import type { AuthenticatedUser } from '@registro/server-platform';

/**
 * The registry id (anagrafica) of the signed-in user: their user id, until the commerce context
 * brings parties and a user is linked to their own (see README "Own documents").
 */
export const idAnagraficaDi = (user: AuthenticatedUser): number => user.userId;
