import { useQuery } from '@tanstack/react-query';
import type { DispositivoFirma } from '@registro/contracts';
import { api } from '../api/api-client';
import { resourceKeys } from '../api/query-keys';

/**
 * The provider the client asks devices of (spec 1 §9: fixed in the client). No tipoFirma: the
 * server then offers every device, the facility certificate and the graphometric pad.
 */
export const FIRMA_MANAGER = 'REGISTRO';

/** GET digitalsigndevice?tipoFirma=&gestore=: the devices the user can sign with. */
export function useFirmaDevices(attivo: boolean) {
  return useQuery({
    queryKey: resourceKeys('/digitalsigndevice').elenco,
    queryFn: async ({ signal }) => {
      const risposta = await api.get<DispositivoFirma[] | { list: DispositivoFirma[] }>('/digitalsigndevice', { gestore: FIRMA_MANAGER }, signal);
      const dati = risposta.data;
      return Array.isArray(dati) ? dati : (dati?.list ?? []);
    },
    enabled: attivo,
    staleTime: 60_000,
  });
}
