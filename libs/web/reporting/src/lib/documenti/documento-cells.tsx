import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { DocumentoArchiviato } from '@registro/contracts';
import { readableSize } from './readable-size';

/** The "Documento" cell of a documents list: the PDF icon, the description and, small, the file name and size; opens `to`. */
export function DocumentoFileLink({ documento, to }: { documento: DocumentoArchiviato; to: string }) {
  return (
    <Link to={to} className="registro-nome-file">
      <i className="pi pi-file-pdf" aria-hidden="true" />
      <span>
        {documento.descrizione || documento.nomeFile}
        <small>
          {documento.nomeFile}
          {documento.size ? ` · ${readableSize(documento.size)}` : ''}
        </small>
      </span>
    </Link>
  );
}

/** The eye button at the end of a documents list row. */
export function OpenDocumentoButton({ to }: { to: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return <Button icon="pi pi-eye" rounded text aria-label={t('archivioDocumenti.apri')} tooltip={t('archivioDocumenti.apri')} onClick={() => navigate(to)} />;
}
