/** Entry point: read `/config.json`, then start the app. */
import '../index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@web/config/runtime-config';
import { App } from './app';
import { StartupError } from './startup-error';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
const root = createRoot(container);

loadRuntimeConfig().then(
  () =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  (error: unknown) => {
    console.error(error);
    root.render(<StartupError />);
  },
);
