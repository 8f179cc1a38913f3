export * from './source-location';
export * from './expression';
export * from './style';
export * from './element';
export * from './band';
export * from './dataset';
export * from './report';
