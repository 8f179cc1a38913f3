export * from './pdf-base64';
export * from './use-url-pdf';
export * from './pdf-preview-dialog';
