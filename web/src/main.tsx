import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/preload-route';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

if (root.hasChildNodes()) {
  // A public page pre-rendered by the build (web/src/entry-prerender.tsx): it is already on screen. Load its
  // code-split parts, then hydrate it (a part that failed to load shows the route's error page).
  void preloadRoute(window.location.pathname)
    .catch(() => undefined)
    .then(() =>
      hydrateRoot(
        root,
        <StrictMode>
          <App prerendered />
        </StrictMode>,
      ),
    );
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
