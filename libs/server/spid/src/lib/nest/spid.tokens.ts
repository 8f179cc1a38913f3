export const SPID_CONFIG = Symbol('SPID_CONFIG');
/** The development TestIdp, or null when SPID_TEST_IDP is off. */
export const SPID_TEST_IDP = Symbol('SPID_TEST_IDP');
