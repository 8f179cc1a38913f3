import { createBenchDatabase } from './bench-database';
createBenchDatabase('postgres://postgres@127.0.0.1:5432/registro').then((db) => console.log(db.url));
