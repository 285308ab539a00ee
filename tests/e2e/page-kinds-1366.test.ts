import type { Device } from "./support/browser";
import { sweepPageKinds } from "./support/page-sweep";

// Every page kind on a common laptop: accessible, and the first screen drawn by the inline rules
// alone (support/page-sweep.ts). The 390 px sweep is a file of its own, so the two widths can run
// side by side.
const LAPTOP_1366: Device = { viewport: { width: 1366, height: 768 } };

sweepPageKinds(1366, LAPTOP_1366, false);
