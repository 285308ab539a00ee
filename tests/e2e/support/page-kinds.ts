/** One page of every kind a visitor meets, for checks that must hold everywhere. */
export const PAGE_KINDS: [kind: string, path: string][] = [
  ["front page", "/"],
  ["news list, page 2", "/nyheter?side=2"],
  ["article with punctuation in its slug", `/article/${encodeURIComponent("film-&-fest")}`],
  ["film page", "/kystlinjer-DXM10234"],
  ["culture page", "/samisk-kveld"],
  ["programme", "/kinoprogram"],
  ["programme day with its timetable", "/kinoprogram?dag=2025-09-20"],
  ["events programme", "/arrangementer"],
  ["film list", "/filmer"],
  ["text page with a price table", "/billettinfo"],
  ["BUFF page with cover and a four-column price table", "/buff"],
  ["English page", "/english-information"],
  ["partner page with logos", "/samarbeidspartnere"],
  ["search", "/search?q=kino"],
  ["Min side", "/min-side"],
];
