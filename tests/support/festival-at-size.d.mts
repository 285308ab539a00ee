// Types for festival-at-size.mjs (plain JS so that bench scripts run it without a TypeScript step).
import type { FestivalEvent } from "../../src/content/event";
import type { Production } from "../../src/content/production";

export declare function festivalAtSize(options?: { films?: number; screenings?: number; seed?: number }): { productions: Production[]; events: FestivalEvent[] };
