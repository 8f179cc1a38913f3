import type { RouteObject } from 'react-router';
import { RiepilogoDocumentiPage } from './riepilogo-documenti-page';
import { ArchivioDocumentiPage } from './archivio-documenti-page';
import { DocumentoViewPage } from './documento-view-page';

/** Riepilogo Documenti and the document archive with signing, inside the authenticated layout. */
export const rotteDocumenti: RouteObject[] = [
  { path: 'aslna1dashboard', element: <RiepilogoDocumentiPage /> },
  { path: 'documentrepository', element: <ArchivioDocumentiPage /> },
  { path: 'documentrepository/view/:id', element: <DocumentoViewPage /> },
];
