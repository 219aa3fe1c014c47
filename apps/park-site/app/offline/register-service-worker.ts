/**
 * Registers the service worker (docs/decisions/007-offline-mode.md) once the page has loaded, so it
 * never competes with the page's own requests. Production builds only: in development Vite serves
 * unhashed modules that must not be precached.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without a service worker the site works as before, only not offline.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
