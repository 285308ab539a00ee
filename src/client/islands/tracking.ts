import type { TrackedItem, TrackingIslandProps } from "../../shared/island-markers";

/**
 * Analytics (VIEW_ITEM and BUY_TICKET "with id, name, brand, list name,
 * category"), only on sites with a Google Analytics id — the server leaves this island out
 * otherwise. No React, no valibot: plain DOM, loaded at idle time.
 *
 * Privacy first (docs/decisions/012-analytics-only-with-an-id-and-consent-denied.md): every
 * consent type starts denied, so gtag sets no cookies and sends only cookieless pings until a
 * consent banner grants more; Google signals and ad personalisation are off.
 */

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The analytics events and their GA4 names: view_item is GA4's own, buy_ticket keeps the spec's. */
export const TRACKING_EVENTS = { VIEW_ITEM: "view_item", BUY_TICKET: "buy_ticket" } as const;

const GTAG_HOST = "https://www.googletagmanager.com";

function parseProps(props: unknown): TrackingIslandProps | null {
  const p = props as Partial<TrackingIslandProps> | null;
  if (typeof p?.googleAnalyticsId !== "string" || !/^[A-Z]{1,3}-[A-Z0-9]{4,20}$/.test(p.googleAnalyticsId)) return null;
  return { googleAnalyticsId: p.googleAnalyticsId, brand: typeof p.brand === "string" ? p.brand : "", ...(p.viewedItem ? { viewedItem: p.viewedItem } : {}) };
}

/** The gtag.js queue (Google's snippet, as module code: the page's CSP allows no inline script). */
function installGtag(id: string): Gtag {
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads commands as Arguments objects, not arrays: keep `arguments`.
  const gtag: Gtag = function () {
    // biome-ignore lint/complexity/noArguments: gtag.js needs the Arguments object itself (see above)
    window.dataLayer?.push(arguments);
  };
  gtag("consent", "default", {
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    analytics_storage: "denied",
  });
  gtag("js", new Date());
  gtag("config", id, { allow_google_signals: false, allow_ad_personalization_signals: false });
  const script = document.createElement("script");
  script.async = true;
  script.src = `${GTAG_HOST}/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
  return gtag;
}

const gaItem = (item: TrackedItem) => ({
  item_id: item.id,
  item_name: item.name,
  item_brand: item.brand,
  item_list_name: item.listName,
  item_category: item.category,
});

/** The screening a ticket button belongs to, from the markup of Screening.tsx and its list. */
function ticketItem(button: Element, props: TrackingIslandProps): TrackedItem | null {
  const li = button.closest<HTMLElement>("li[data-event-id]");
  const id = li?.dataset["eventId"];
  if (!li || !id) return null;
  return {
    id,
    name: li.querySelector(".screening-title")?.textContent?.trim() ?? "",
    brand: props.brand,
    listName: button.closest("[data-list-name]")?.getAttribute("data-list-name") ?? props.viewedItem?.listName ?? "",
    category: li.dataset["section"] ?? "",
  };
}

export function hydrate(_root: HTMLElement, rawProps: unknown): void {
  const props = parseProps(rawProps);
  if (!props) return;
  const gtag = installGtag(props.googleAnalyticsId);
  if (props.viewedItem) gtag("event", TRACKING_EVENTS.VIEW_ITEM, { items: [gaItem(props.viewedItem)] });
  // One listener for every ticket button, present and future (the live-screenings island may
  // change them). The button opens the checkout in a new window, so this page stays to send it.
  const onPress = (event: MouseEvent) => {
    if (event.type === "auxclick" && event.button !== 1) return;
    const button = event.target instanceof Element ? event.target.closest("a.ticket-button") : null;
    const item = button && ticketItem(button, props);
    if (item) gtag("event", TRACKING_EVENTS.BUY_TICKET, { items: [gaItem(item)] });
  };
  document.addEventListener("click", onPress);
  document.addEventListener("auxclick", onPress);
}
