/** The patient's own pages (spec 1 §2, §4): where each one lives. */
export const HOME_PAZIENTE = '/paziente/homepaziente';
export const LE_MIE_PRENOTAZIONI = '/lemieprenotazioni';
export const documentoPersonaleUrl = (id: string | number) => `/paziente/view/${id}`;
/** GET documentrepository/personali: the caller's own documents, 20 per page as the server pages them. */
export const DOCUMENTI_PERSONALI = '/documentrepository/personali';
export const DOCUMENTI_PERSONALI_PAGE_SIZE = 20;
