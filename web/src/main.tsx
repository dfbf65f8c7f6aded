// Mantine's global styles. Each component's own stylesheet comes with the component, in the
// chunk that draws it (web/build/mantine-styles.ts). Layered (`@layer mantine`), so the order the
// files arrive in never matters and our own CSS always wins over Mantine's. Its theme's CSS
// variables are not a file: MantineProvider writes them all (app/providers.tsx). The toasts'
// styles come with their container (app/toast-container.tsx).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/global.layer.css';
// First: how Preact times effects, before anything renders (app/preact-effects.ts).
import './app/preact-effects';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
