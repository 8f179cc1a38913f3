import { StrictMode } from 'react';
import * as ReactDOM from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { loadConfig, changeLanguage, CONFIG_QUERY_KEY, createI18n, loadLanguage, session, createQueryClient, Providers } from '@registro/web-ui';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import 'primeflex/primeflex.css';
import './styles.css';
import { appRoutes } from './app/router';
import { applyAppearance } from './app/shell/appearance/appearance';
import { THEMES } from './app/shell/appearance/themes';

const linguaIniziale = new URLSearchParams(window.location.search).get('language') ?? session.lingua();
createI18n(linguaIniziale);
const linguaPronta = loadLanguage(linguaIniziale);
void changeLanguage(linguaIniziale);

const router = createBrowserRouter(appRoutes);
const queryClient = createQueryClient();

/** Spec 3 §9: config.json is read once at start; its theme and sidebar style apply before the first render. */
async function avvia() {
  const config = await loadConfig();
  queryClient.setQueryData(CONFIG_QUERY_KEY, config);
  await applyAppearance(config, THEMES);
  await linguaPronta;
  ReactDOM.createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void avvia();
