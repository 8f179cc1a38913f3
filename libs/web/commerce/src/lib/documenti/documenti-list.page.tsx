import { DocumentiList } from './documenti-list';

/** /papercleandocumentotipi/documenti?codiceTipo=&tipo=: the documents of a type. */
export function DocumentiListPage() {
  return <DocumentiList />;
}
