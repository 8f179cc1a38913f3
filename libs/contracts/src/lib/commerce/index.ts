export * from './anagrafiche';
export * from './catalogo';
export * from './documenti';
export * from './ordini';
