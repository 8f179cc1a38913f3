import helmet from 'helmet';

/**
 * Security headers for the API and the SPA it serves: scripts only from the app itself, inline
 * styles (PrimeReact positions overlays with them), data: images and fonts, socket.io over ws/wss.
 * No HSTS and no upgrade-insecure-requests: the product is also served on plain http://localhost.
 */
export function securityHeaders() {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'", 'blob:'],
        // PDF previews (print, document archive) show a blob: URL of the PDF in an iframe; the blob
        // document inherits this policy and Chromium's PDF viewer is a plugin there: object-src must allow it
        objectSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
}
