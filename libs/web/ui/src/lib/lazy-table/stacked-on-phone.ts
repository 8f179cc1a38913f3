/** PrimeReact's stacked rows below a phone's width (stacking needs a table that does not scroll sideways). */
export const IMPILATA_SU_TELEFONO = { scrollable: false, responsiveLayout: 'stack', breakpoint: '600px' } as const;
