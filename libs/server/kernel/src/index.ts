// The shared kernel: plain TypeScript that every context and its domain/ may import (no Nest, no
// pg, no http): the Rome calendar, the gap-free counter, the Italian fiscal checks, the known
// configuration parameters (names, defaults, the precedence of their values), reading a caller's JSON.
export * from './lib/calendar/rome-calendar';
export * from './lib/calendar/date-codec';
export * from './lib/counters/gap-free-counter';
export * from './lib/fiscal/codice-fiscale';
export * from './lib/fiscal/partita-iva';
export * from './lib/input/json-object';
export * from './lib/parameters/parametri-noti';
export * from './lib/parameters/valore-parametro';
