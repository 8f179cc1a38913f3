// JasperReports-compatible report engine (issue 5): template model, JRXML and .jasper readers,
// expression evaluator, fill, layout and HTML rendering.
export {};
export * from './lib/jrxml';
export * from './lib/jasper';
export * from './lib/expressions';
export * from './lib/fill';
export * from './lib/html';
