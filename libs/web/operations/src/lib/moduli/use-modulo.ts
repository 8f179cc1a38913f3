import { useMutation, useQuery } from '@tanstack/react-query';
import type { Modulo, SezioneModulo } from '@registro/contracts';
import { api } from '@registro/web-ui';
import { queryKeys } from '../query-keys';
import { uploadJar } from './upload-jar';

/** One module (GET /api/application/{id}); none for a new one. */
export function useModulo(id: string, nuovo: boolean) {
  return useQuery({
    queryKey: queryKeys.moduli.record(id),
    queryFn: async ({ signal }) => (await api.get<Modulo>(`/application/${id}`, undefined, signal)).data,
    enabled: !nuovo,
  });
}

/** The .jar upload of a new module (id -1) or a new version; answers the server's envelope. */
export function useCaricaJar(id: string) {
  return useMutation({ mutationFn: (file: File) => uploadJar(id, file) }).mutateAsync;
}

/** The sections a module declares, each marked present or not (GET /api/configurazionemoduli/sectionlist). */
export function useSezioniModulo(modulo: Modulo | null) {
  return useQuery({
    queryKey: queryKeys.moduli.sezioni(modulo?.nome),
    queryFn: async ({ signal }) => (await api.get<SezioneModulo[]>('/configurazionemoduli/sectionlist', { nomeModulo: modulo?.nome }, signal)).data,
    enabled: !!modulo,
  });
}

/** POST /api/configurazionemoduli/sectionadd: installs one section of the module. */
export function useInstallaSezione() {
  return useMutation({
    mutationFn: (sezione: { nomeModulo: string; id: string; descrizione: string }) => api.post('/configurazionemoduli/sectionadd', sezione),
  }).mutateAsync;
}
