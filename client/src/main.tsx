import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { readSiteData } from './lib/site-data';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <App data={readSiteData()} />
  </StrictMode>
);

// Prerendered pages are hydrated; the dev server serves an empty shell that is rendered. As a
// transition, hydration yields to the browser every few milliseconds instead of holding the main
// thread for the whole page (a click or a keypress meanwhile is handled first).
if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
