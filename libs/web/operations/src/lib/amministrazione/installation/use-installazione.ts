import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DriverDatabase, ImpostazioniInstallazione, StatoInstallazione } from '@registro/contracts';
import { api, request, errorLines, useFeedback } from '@registro/web-ui';
import { queryKeys } from '../../query-keys';

/** the form's fields, under the web's names (the answer's spec-named copies `driver`, `databaseName` are left out) */
export type InstallationSettings = Omit<ImpostazioniInstallazione, 'passwordImpostata' | 'driver' | 'databaseName'>;

export interface InstallationOutcome {
  /** ok: green, ko: red, info: a note after reading */
  tipo: 'ok' | 'ko' | 'info';
  testo: string;
}

const INIZIALI: InstallationSettings = {
  fileName: 'gesandb.properties',
  driverName: '',
  host: '',
  port: 0,
  username: '',
  password: '',
  database: '',
};

/** Whether the platform is installed (GET /api/installation/stato). */
export function useStatoInstallazione() {
  return useQuery({ queryKey: queryKeys.installation.stato, queryFn: () => api.get<StatoInstallazione>('/installation/stato') });
}

/** The installation form's state and its three actions: read, save, test (spec 3). */
export function useInstallation() {
  const feedback = useFeedback();
  const [valori, setValori] = useState<InstallationSettings>(INIZIALI);
  const [letto, setLetto] = useState(false);
  const [passwordImpostata, setPasswordImpostata] = useState(false);
  const [esito, setEsito] = useState<InstallationOutcome | null>(null);
  const drivers = useQuery({ queryKey: queryKeys.installation.databasedrivers, queryFn: () => api.get<DriverDatabase[]>('/installation/databasedrivers') });

  const imposta = <K extends keyof InstallationSettings>(campo: K, valore: InstallationSettings[K]) => {
    setValori((v) => ({ ...v, [campo]: valore }));
    // another file must be read before its fields can be edited
    if (campo === 'fileName') setLetto(false);
  };

  const leggi = async () => {
    setEsito(null);
    try {
      const risposta = await feedback.conCaricamento(
        request<{ data: ImpostazioniInstallazione; messaggio?: string }>('GET', '/installation/databasedata', { query: { fileName: valori.fileName } }),
      );
      const { passwordImpostata: impostata, driver: _driver, databaseName: _databaseName, ...letti } = risposta.data;
      setValori({ ...letti, password: '' });
      setPasswordImpostata(!!impostata);
      setLetto(true);
      if (risposta.messaggio) setEsito({ tipo: 'info', testo: risposta.messaggio });
    } catch (errore) {
      feedback.mostraErrore(errore);
    }
  };

  const salva = async () => {
    setEsito(null);
    try {
      const risposta = await feedback.conCaricamento(request<{ messaggio: string }>('POST', '/installation/databasedata', { body: valori }));
      feedback.successo(risposta.messaggio);
      if (valori.password) setPasswordImpostata(true);
    } catch (errore) {
      feedback.mostraErrore(errore);
    }
  };

  const verifica = async () => {
    setEsito(null);
    try {
      const risposta = await feedback.conCaricamento(
        request<{ messaggio: string }>('GET', '/installation/verifydbconnection', { query: { ...valori } }),
      );
      setEsito({ tipo: 'ok', testo: risposta.messaggio });
    } catch (errore) {
      setEsito({ tipo: 'ko', testo: errorLines(errore).join(' ') });
    }
  };

  return { valori, imposta, letto, passwordImpostata, esito, drivers: drivers.data?.data ?? [], leggi, salva, verifica };
}
