export * from './lib/web-ui';
