/** Languages offered (spec 1 §1); it is the default. */
export const LINGUE = ['it', 'en', 'hr', 'sv', 'tr'] as const;
export type Lingua = (typeof LINGUE)[number];
export const LINGUA_PREDEFINITA: Lingua = 'it';
