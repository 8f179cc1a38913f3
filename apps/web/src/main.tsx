import { StrictMode } from 'react';
import * as ReactDOM from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { caricaConfig, cambiaLingua, CONFIG_QUERY_KEY, creaI18n, sessione, creaQueryClient, Providers } from '@registro/web-ui';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import 'primeflex/primeflex.css';
import './styles.css';
import { appRoutes } from './app/router';
import { applicaAspetto } from './app/shell/appearance/appearance';
import { TEMI } from './app/shell/appearance/themes';

const linguaIniziale = new URLSearchParams(window.location.search).get('language') ?? sessione.lingua();
creaI18n(linguaIniziale);
void cambiaLingua(linguaIniziale);

const router = createBrowserRouter(appRoutes);
const queryClient = creaQueryClient();

/** Spec 3 §9: config.json is read once at start; its theme and sidebar style apply before the first render. */
async function avvia() {
  const config = await caricaConfig();
  queryClient.setQueryData(CONFIG_QUERY_KEY, config);
  await applicaAspetto(config, TEMI);
  ReactDOM.createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void avvia();
