/**
 * Entry point. Reading `/config.json` starts first but does not hold up the first render: the page's
 * code loads meanwhile, and API calls wait for the settings (see lib/api-client). The landing page's
 * code and first API call start at once; the code is awaited so the first paint shows the page.
 */
import '../index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@web/config/runtime-config';
import { App } from './app';
import { prefetchRouteData } from './prefetch-route-data';
import { preloadLandingPage } from './router';
import { StartupError } from './startup-error';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
const root = createRoot(container);

let startupFailed = false;
loadRuntimeConfig().catch((error: unknown) => {
  console.error(error);
  startupFailed = true;
  root.render(<StartupError />);
});
prefetchRouteData(window.location);
// The first render waits for the landing page's code; a failed download is not fatal here (the
// router tries again and shows the page's error). No top-level await: the page chunks import from
// this one, so awaiting them here would make the bundler split this chunk apart.
void preloadLandingPage(window.location.pathname)
  .catch(() => undefined)
  .then(() => {
    // Without its settings the shop cannot work: the start-up message stays.
    if (startupFailed) return;
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
