import type { SeatWatchWords } from "../shared/island-markers";
import type { RenderContext } from "./render-context";

/**
 * "Si fra om det blir ledig" in the page's language, and whether push is on (docs/decisions/045):
 * the props of the rows' `live-screenings` island and of Min side's plan (`account` island).
 */
export function seatWatchWords({ t, notify }: RenderContext): SeatWatchWords {
  return {
    push: notify === true,
    on: t.seatWatch,
    off: t.seatWatchStop,
    waiting: t.seatWatching,
    failed: t.seatWatchFailed,
    unsupported: t.seatWatchUnsupported,
    homeScreen: t.seatWatchHomeScreen,
    blocked: t.seatWatchBlocked,
    noService: t.seatWatchNoService,
    siteOff: t.seatWatchOff,
  };
}
