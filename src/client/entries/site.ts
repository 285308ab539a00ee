/**
 * The one script every page loads (docs/architecture.md "Islands and the one page script"): the header
 * menu, the slideshow arrows, the island loader, offline at the cinema door, the whole stylesheet
 * (asked for once the page is parsed, stylesheet-after-parse.ts), and the cookie that lets the next
 * page link the stylesheet it has loaded (remember-stylesheet.ts). One small file rather
 * than three: each script is a request of its own, and compresses worse alone. Islands' code comes
 * later, by `import()`.
 *
 * This file and what it imports must stay free of React and valibot: every page downloads it.
 */
import { keepChosenDayInView } from "../day-strip";
import { setUpMenu } from "../menu";
import { setUpPrinting } from "../print-page";
import { reloadOfflinePageWhenOnline } from "../offline-page-reload";
import { rememberStylesheet } from "../remember-stylesheet";
import { linkStylesheet } from "../stylesheet-after-parse";
import { linkAfterPaint } from "../links-after-paint";
import { registerServiceWorker } from "../service-worker-registration";
import { setUpSlideshows } from "../slideshow";
import { wakeIslands } from "../loader/wake-islands";

// First: a mistake in anything after it must not leave the page without its stylesheet.
linkStylesheet();
linkAfterPaint();
setUpMenu();
setUpSlideshows();
keepChosenDayInView();
void wakeIslands();
registerServiceWorker();
reloadOfflinePageWhenOnline();
rememberStylesheet();
setUpPrinting();
