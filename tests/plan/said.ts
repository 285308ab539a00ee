import { nb } from "../../src/i18n/nb";
import type { MadePlan } from "../../src/plan/make-plan";
import { unplacedText } from "../../src/plan/unplaced-reason";

/** The films a plan left out, each reason as Min side says it in Norwegian (src/i18n/nb.ts `unplaced`). */
export const said = (unplaced: MadePlan["unplaced"]) => unplaced.map((u) => ({ ...u, reason: unplacedText(nb.unplaced, u.reason) }));
