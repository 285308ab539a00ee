import * as v from "valibot";
import { AuthSecretSchema, EndpointSchema, SubscriptionSchema } from "./push-subscription-schema";

/** A screening's id as the content has them (nff25-kystlinjer-apning); anything else is no screening of ours. */
const EventIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(80), v.regex(/^[A-Za-z0-9_-]+$/, "Ukjent visning."));

/** POST /api/push/seats: wait for a seat at a sold-out screening. */
export const WatchBodySchema = v.object({
  eventId: EventIdSchema,
  subscription: SubscriptionSchema,
  locale: v.optional(v.picklist(["nb", "en"]), "nb"),
});

/** DELETE /api/push/seats and POST /api/push/seats/status: the endpoint and its secret prove the wait is the caller's. */
export const WatchProofSchema = v.object({ eventId: EventIdSchema, endpoint: EndpointSchema, auth: AuthSecretSchema });
