import * as v from "valibot";
import { PlanProposalBodySchema, PlanProposalSchema } from "./plan-api";

/**
 * The last plan made on Min side, as the service worker keeps it (src/client/sw/account-plan.ts)
 * and Min side reads it back at the cinema door: what was asked, what came back, and when.
 */
export const KeptPlanSchema = v.object({
  /** When the plan was made (the browser's clock, milliseconds). */
  madeAt: v.number(),
  body: PlanProposalBodySchema,
  proposal: PlanProposalSchema,
});
export type KeptPlan = v.InferOutput<typeof KeptPlanSchema>;
