import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Articolo, Giacenza } from '@registro/contracts';
import { api, useEditPage } from '@registro/web-ui';
import { queryKeys } from '../../query-keys';
import { nuovoArticolo } from './articolo';

/**
 * The article editor's state, for the page and the modal: loads the article (a new one gets the
 * blank stock entries of GET articoli/giacenze), saves it (POST new, PUT existing).
 */
export function useArticoloEditor(id: string | number, dopoSalvataggio: () => void) {
  const { t } = useTranslation();
  const { nuovo, record, salva } = useEditPage<Articolo>({
    risorsa: '/articoli',
    id,
    vuoto: nuovoArticolo(),
    dopoSalvataggio,
    successo: { testo: t('commerce.salvataggioOk'), titolo: t('commerce.successo') },
  });
  const giacenze = useQuery({
    queryKey: queryKeys.articoli.giacenze,
    queryFn: async ({ signal }) => (await api.get<Giacenza[]>('/articoli/giacenze', undefined, signal)).data,
    enabled: nuovo,
    staleTime: Infinity,
  });
  const form = useForm<Articolo>({ defaultValues: nuovoArticolo() });
  const { reset, getValues, setValue } = form;
  // a new article: its values are set once per opening, never again while the user types
  useEffect(() => {
    if (nuovo) reset(nuovoArticolo());
  }, [nuovo, id, reset]);
  // its blank stock entries may arrive after the user has started typing: only they are filled in
  useEffect(() => {
    if (nuovo && giacenze.data && !getValues('listaGiacenze')?.length) setValue('listaGiacenze', giacenze.data);
  }, [nuovo, id, giacenze.data, getValues, setValue]);
  useEffect(() => {
    if (!nuovo && record.data) reset(record.data);
  }, [nuovo, record.data, reset]);
  const invia = form.handleSubmit((articolo) => salva.mutate(articolo));
  return { form, nuovo, record, salva, invia };
}
