/** A user's name and address, as other contexts may read them (the orders' customer data). */
export interface UserContact {
  userId: number;
  lastname: string;
  firstname: string;
  /** the user's domicile, else their residence; '' where the profile has none */
  comune: string;
  indirizzo: string;
  civico: string;
  cap: string;
}

/**
 * The users, as other contexts may see them (identity implements it): commerce stamps an order
 * with its customer's name and address without reading identity's tables.
 */
export interface UserDirectory {
  /** null when no such user exists */
  contact(userId: number): Promise<UserContact | null>;
  /** the id of the user with this username (case-insensitive), or null */
  userIdOf(username: string): Promise<number | null>;
}

export const USER_DIRECTORY = Symbol('USER_DIRECTORY');
