/**
 * The class of a column of amounts or quantities, on its cells and on its header (a Column's
 * `className` and `headerClassName`; a LineColumn's `className`): right-aligned, figures of one
 * width (styles.css), so that 9,50 and 1.234,50 line up under their header.
 */
export const COLONNA_NUMERICA = 'registro-numero';
