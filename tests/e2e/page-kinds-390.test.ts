import type { Device } from "./support/browser";
import { sweepPageKinds } from "./support/page-sweep";

// Every page kind on today's common phone: accessible, one h1, never wider than the screen, and the
// first screen drawn by the inline rules alone (support/page-sweep.ts). The 1366 px sweep is a file
// of its own, so the two widths can run side by side.
const PHONE_390: Device = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

sweepPageKinds(390, PHONE_390, true);
