/**
 * Offline at the cinema door: registers the service worker once the page has loaded (see
 * service-worker-registration.ts), and lets the offline page reload itself when the network is
 * back. Its own small entry, so the island loader stays as it is.
 */
import { reloadOfflinePageWhenOnline } from "../offline-page-reload";
import { registerServiceWorker } from "../service-worker-registration";

registerServiceWorker();
reloadOfflinePageWhenOnline();
