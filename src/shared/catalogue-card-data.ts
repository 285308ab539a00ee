import { CATALOGUE_PARAMS as P, type FilmFacts, LIST_FACETS, type ListFacet, type ScreeningMark } from "./catalogue-filter";

/**
 * What a catalogue card carries for the catalogue's island to filter and sort by, in its `data-*`
 * attributes: per list facet the option slugs (space-separated, under the facet's query name),
 * `data-s` one token per screening, `day+mark+mark` with `-` first when it has started and
 * `+samtale` last when a talk follows the film, and
 * `data-next` the next screening's start (epoch ms). The server writes it (FilmCard.tsx) and the
 * island reads it (client/islands/catalogue.ts) by this one codec, so the two cannot drift.
 */
export type CardData = FilmFacts & { next: number | undefined };

/** The attributes for a card, names with their `data-` prefix. */
export function cardDataAttributes(card: CardData): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const facet of LIST_FACETS) if (card.values[facet].length > 0) attrs[`data-${P[facet]}`] = card.values[facet].join(" ");
  attrs["data-s"] = card.screenings.map((s) => `${s.past ? "-" : ""}${[s.day, ...s.access, ...(s.talk ? [P.talk] : [])].join("+")}`).join(" ");
  if (card.next !== undefined) attrs["data-next"] = String(card.next);
  return attrs;
}

/** The card's data back from its `dataset` (the attribute names without `data-`). */
export function readCardData(dataset: Readonly<Record<string, string | undefined>>): CardData {
  const list = (value: string | undefined) => (value ?? "").split(" ").filter(Boolean);
  const values = Object.fromEntries(LIST_FACETS.map((facet) => [facet, list(dataset[P[facet]])])) as Record<ListFacet, string[]>;
  const screenings = list(dataset["s"]).map((token): ScreeningMark => {
    const [day = "", ...marks] = token.replace(/^-/, "").split("+");
    return { day, access: marks.filter((m) => m !== P.talk), past: token.startsWith("-"), talk: marks.includes(P.talk) };
  });
  const next = dataset["next"] === undefined ? undefined : Number(dataset["next"]);
  return { values, screenings, next };
}
