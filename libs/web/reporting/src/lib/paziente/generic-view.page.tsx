import { Navigate, useParams } from 'react-router';
import { haPermesso } from '@registro/contracts';
import { useProfilo } from '@registro/web-ui';
import { SEZIONE_ARCHIVIO } from '../documenti/documento-archivio';
import { documentoPersonaleUrl } from './paziente';

/** Where the generic view/{id} opens: the archive's view for who may read the archive, else the patient's own view. */
export function viewTarget(id: string, puoLeggereArchivio: boolean): string {
  return puoLeggereArchivio ? `/${SEZIONE_ARCHIVIO}/view/${id}` : documentoPersonaleUrl(id);
}

/** view/:id (spec 1 §2): the generic document target of links and post-login routing. */
export function GenericViewPage() {
  const { id = '' } = useParams();
  const { data: profilo } = useProfilo();
  if (!profilo) return null;
  return <Navigate to={viewTarget(id, haPermesso(profilo.gruppo?.permessi, SEZIONE_ARCHIVIO, 'visualizza'))} replace />;
}
