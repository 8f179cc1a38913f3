export * from './sorgenti';
export * from './dashboards';
