import * as v from "valibot";

/** Unpadded base64url of exactly `bytes` bytes (what PushSubscription.toJSON() gives). */
const base64UrlOf = (bytes: number, name: string) =>
  v.pipe(
    v.string(),
    v.length(Math.ceil((bytes * 4) / 3), `${name} må være ${bytes} byte i base64url`),
    v.regex(/^[A-Za-z0-9_-]+$/, `${name} må være base64url`),
  );

/** Push service URLs are capability URLs of a few hundred characters; more is not a browser's. */
const MAX_ENDPOINT_LENGTH = 1024;

/**
 * The push service's URL: https only (RFC 8030 §2), bounded, on the default port and without a
 * user part. Every browser's push service answers there; another port or `user:password@` is
 * an address someone wrote, and the site must not be made to send to it.
 */
export const EndpointSchema = v.pipe(
  v.string(),
  v.maxLength(MAX_ENDPOINT_LENGTH, "Adressen til varslingstjenesten er for lang."),
  v.url("Adressen til varslingstjenesten er ikke en URL."),
  v.startsWith("https://", "Adressen til varslingstjenesten må være https."),
  v.check((endpoint) => new URL(endpoint).port === "", "Adressen til varslingstjenesten kan ikke ha et eget portnummer."),
  v.check((endpoint) => {
    const url = new URL(endpoint);
    return url.username === "" && url.password === "";
  }, "Adressen til varslingstjenesten kan ikke ha brukernavn eller passord."),
);

/** The 16-byte auth secret (RFC 8291 §3.2). */
export const AuthSecretSchema = base64UrlOf(16, "auth");

/** The browser's subscription as PushSubscription.toJSON() gives it: a P-256 point of 65 bytes. */
export const SubscriptionSchema = v.object({
  endpoint: EndpointSchema,
  expirationTime: v.optional(v.nullable(v.number())),
  keys: v.object({ p256dh: base64UrlOf(65, "p256dh"), auth: AuthSecretSchema }),
});
export type BrowserSubscription = v.InferOutput<typeof SubscriptionSchema>;

/** What a visitor can be told about a production. */
export const TopicSchema = v.picklist(["screenings", "sale"]);
export type PushTopic = v.InferOutput<typeof TopicSchema>;

const ProductionIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.regex(/^[A-Za-z0-9_-]+$/, "Ukjent film."));

/** POST /api/push/subscriptions. */
export const SubscribeBodySchema = v.object({
  productionId: ProductionIdSchema,
  subscription: SubscriptionSchema,
  topics: v.optional(v.pipe(v.array(TopicSchema), v.minLength(1), v.maxLength(2)), ["screenings", "sale"]),
  locale: v.optional(v.picklist(["nb", "en"]), "nb"),
});

/** DELETE /api/push/subscriptions: the endpoint and its auth secret prove the subscription is the caller's. */
export const UnsubscribeBodySchema = v.object({
  productionId: ProductionIdSchema,
  endpoint: EndpointSchema,
  auth: AuthSecretSchema,
});

/** POST /api/push/subscriptions/move: the old subscription, proved by its secret, and its successor. */
export const MoveBodySchema = v.object({
  oldEndpoint: EndpointSchema,
  oldAuth: AuthSecretSchema,
  subscription: SubscriptionSchema,
});
