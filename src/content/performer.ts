import * as v from "valibot";
import { Text } from "./locale";

/**
 * Someone who performs at a culture event: a joiker, a DJ, a band, a choir. Search engines show
 * them with the event (schema.org `performer`). `kind` says whether the name is one person, a
 * group (a choir, a theatre company) or a band; a person unless said otherwise. Films usually
 * have none (the director is not a performer, the cast is the film's, not the screening's); a
 * silent film with a pianist playing live has one.
 *
 * @example v.parse(PerformerSchema, { name: "Havvik storband", kind: "band" })
 */
export const PerformerSchema = v.object({
  name: Text,
  kind: v.optional(v.picklist(["person", "group", "band"]), "person"),
});
export type Performer = v.InferOutput<typeof PerformerSchema>;
