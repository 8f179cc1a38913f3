import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SEZIONE } from '@registro/contracts';
import { useFeedback, useHasPermission } from '@registro/web-ui';
import { riapriFattura } from './fattura-api';
import { queryKeys } from '../query-keys';

/** Longest reason the server takes. */
export const MOTIVO_MAX = 500;

/**
 * "Riapri" on an exported invoice: offered to who has fatturazione 'approva' (the server's rule);
 * `riapri` sends the reason, refreshes the invoice and the list, and answers whether it worked.
 */
export function useRiapriFattura() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const permesso = useHasPermission(SEZIONE.fatturazione, 'approva');

  const riapri = async (id: number, motivo: string): Promise<boolean> => {
    try {
      await feedback.conCaricamento(riapriFattura(id, motivo));
      await queryClient.invalidateQueries({ queryKey: queryKeys.fatture.all });
      feedback.successo(t('fatturazione.riaperta'));
      return true;
    } catch (errore) {
      feedback.mostraErrore(errore);
      return false;
    }
  };

  return { permesso, riapri };
}
