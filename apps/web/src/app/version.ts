declare const __APP_VERSION__: string | undefined;

/** The version shown on the login footer: the workspace package version, injected at build time. */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0';
