export const ATLETI_RISORSA = '/test/atleti';
