import { resourceKeys } from '@registro/web-ui';

/** The TanStack Query keys of the app shell and the sign-in screen (the libraries keep their own). */
export const queryKeys = {
  /** the SPID identity providers */
  spidIdps: resourceKeys('/spid/idps').all,
};
