import { buildPushPayload } from "@block65/webcrypto-web-push";
import type { PushSettings } from "./push-settings";
import type { OutboxItem } from "./push-outbox";

/** What became of one message: sent, the subscription is gone, try again later, or give up. */
export type SendOutcome = "sent" | "gone" | "retry" | "dropped";

/** The push service's HTTP status, or why there is none: keys that fit no message, or no answer in time. */
export type PushAnswer = number | "bad-keys" | "unreachable";

/** A day: news of screenings is still worth showing to a phone that was off overnight. */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Posts one message (RFC 8030) encrypted for its subscription (RFC 8291, aes128gcm) with a VAPID
 * JWT (RFC 8292) for the push service's origin, by @block65/webcrypto-web-push (Web Crypto
 * only, docs/decisions/024), and answers what the push service said.
 */
export async function postPush(
  item: Pick<OutboxItem, "endpoint" | "p256dh" | "auth" | "payload">,
  vapid: PushSettings["vapid"],
  timeoutMs: number,
): Promise<PushAnswer> {
  let request: Awaited<ReturnType<typeof buildPushPayload>>;
  try {
    request = await buildPushPayload(
      { data: item.payload, options: { ttl: TTL_SECONDS, urgency: "normal" } },
      { endpoint: item.endpoint, expirationTime: null, keys: { p256dh: item.p256dh, auth: item.auth } },
      vapid,
    );
  } catch {
    return "bad-keys";
  }
  try {
    const response = await fetch(item.endpoint, { method: "POST", headers: request.headers, body: request.body, signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.status;
  } catch {
    return "unreachable";
  }
}

/**
 * Sends one message and says what became of it: 404/410 mean the browser dropped the
 * subscription, and so do keys that are no point on the curve (nothing can ever be sent to
 * them); 429, 5xx and no answer are worth another try; any other refusal will not get better.
 */
export async function sendPush(
  item: Pick<OutboxItem, "endpoint" | "p256dh" | "auth" | "payload">,
  vapid: PushSettings["vapid"],
  timeoutMs: number,
): Promise<SendOutcome> {
  const status = await postPush(item, vapid, timeoutMs);
  if (status === "bad-keys") return "gone";
  if (status === "unreachable") return "retry";
  if (status >= 200 && status < 300) return "sent";
  if (status === 404 || status === 410) return "gone";
  if (status === 429 || status >= 500) return "retry";
  return "dropped";
}
