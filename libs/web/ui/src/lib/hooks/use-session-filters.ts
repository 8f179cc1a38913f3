import { useState } from 'react';

/** The list filters kept in session storage under a generic key per list (spec 2 §7, spec 3 §2 Articles). */
export function useSessionFilters(lista: string): [Record<string, string>, (filtri: Record<string, string>) => void] {
  const chiave = `filtriLista:${lista}`;
  const [filtri, setFiltri] = useState<Record<string, string>>(() => {
    try {
      return JSON.parse(sessionStorage.getItem(chiave) ?? '{}') as Record<string, string>;
    } catch {
      return {};
    }
  });
  const imposta = (nuovi: Record<string, string>) => {
    sessionStorage.setItem(chiave, JSON.stringify(nuovi));
    setFiltri(nuovi);
  };
  return [filtri, imposta];
}
