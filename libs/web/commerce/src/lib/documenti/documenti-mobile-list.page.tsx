import { DocumentiList } from './documenti-list';

/** /papercleandocumentotipi/documentimobile: the documents of the DOCUMENTOMOBILE types (back and refresh, no new button). */
export function DocumentiMobileListPage() {
  return <DocumentiList mobile />;
}
