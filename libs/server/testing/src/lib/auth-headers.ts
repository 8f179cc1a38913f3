/** `Authorization` value of the sign-in call (POST /api/token). */
export const basic = (username: string, password: string): string =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

/** Headers of a request made with a session token. */
export const bearer = (token: string): { Authorization: string } => ({ Authorization: `Bearer ${token}` });
