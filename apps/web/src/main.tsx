import { StrictMode } from 'react';
import * as ReactDOM from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { cambiaLingua, creaI18n, sessione, creaQueryClient, Providers } from '@registro/web-ui';
import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import 'primeflex/primeflex.css';
import './styles.css';
import { appRoutes } from './app/router';

const linguaIniziale = new URLSearchParams(window.location.search).get('language') ?? sessione.lingua();
creaI18n(linguaIniziale);
void cambiaLingua(linguaIniziale);

const router = createBrowserRouter(appRoutes);
const queryClient = creaQueryClient();

ReactDOM.createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
