/**
 * Entry point. Reading `/config.json` starts first but does not hold up the first render: the page's
 * code loads meanwhile, and API calls wait for the settings (see lib/api-client).
 */
import '../index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@web/config/runtime-config';
import { App } from './app';
import { prefetchRouteData } from './prefetch-route-data';
import { StartupError } from './startup-error';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
const root = createRoot(container);

loadRuntimeConfig().catch((error: unknown) => {
  console.error(error);
  root.render(<StartupError />);
});
prefetchRouteData(window.location);

root.render(
  <StrictMode>
    <App />
  </StrictMode>,
);
