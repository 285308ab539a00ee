// A film page's text in Norwegian, after its summary: more about the film, a paragraph that places it (its director,
// its strand, its premiere), a short film programme's films, and what is special about its screenings.
import { dayText, timeText } from "./dates.mjs";
import { ageText } from "./names.mjs";

const ORDINAL = ["første", "andre", "tredje", "fjerde"];
const html = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Norwegian genitive: "Ingrid Solbakks", "Ellinor Haugsnes'". */
export const genitive = (name) => (/[sxz]$/.test(name) ? `${name}'` : `${name}s`);

function placing(r, film, events) {
  const who = film.directors.join(" og ");
  const title = `«${film.title}»`;
  const first = events[0];
  switch (film.section) {
    case "Hovedprogram":
    case "Nordlige stemmer":
    case "Midnattskino": {
      const career = film.directors.length > 1 ? `${title} er regissert av ${who}.` : `${title} er ${genitive(who)} ${r.pick(ORDINAL)} spillefilm.`;
      const premiere = r.pick([
        "Filmen har norgespremiere på festivalen.",
        "Filmen hadde verdenspremiere tidligere i år, og NFF viser den før den kommer på kino i resten av landet.",
        "Festivalen viser filmen i samarbeid med den norske distributøren.",
        `Filmen er produsert i ${film.countries.replace(/, ([^,]+)$/, " og $1")}.`,
      ]);
      const strand = {
        "Nordlige stemmer": "Den vises i Nordlige stemmer, festivalens program for film fra Sápmi og nordområdene.",
        Midnattskino: "Midnattskino er festivalens sene visning, hver kveld rundt halv elleve. Ta med noen du kan holde i hånden.",
      }[film.section];
      return [career, premiere, strand].filter(Boolean).join(" ");
    }
    case "Dokumentar":
      return `${title} er ${genitive(who)} ${r.pick(["første lange dokumentar", "andre lange dokumentar", "nyeste film"])}. ${r.pick([
        "Filmen vises i festivalens dokumentarprogram.",
        "Opptakene er gjort over flere år, og mye av filmen er filmet av regissøren alene.",
        "Dokumentaren har norgespremiere på NFF.",
      ])}`;
    case "Kortfilm":
      return "Programmet vises i sin helhet, med en kort pause mellom filmene.";
    case "BUFF": {
      const version = film.version
        ? `Denne versjonen har norsk tale, for barn som ikke har lært å lese ennå. Filmen vises også med originalt språk og norske undertekster.`
        : film.dubbed
          ? "Filmen vises med originalt språk og norske undertekster, og i en egen versjon med norsk tale for de minste."
          : "";
      return [
        `${title} vises under BUFF, barne- og ungdomsfilmfestivalen i Havvik 10.–12. oktober.`,
        `Aldersgrense: ${ageText(film.age).toLowerCase()}.`,
        version,
      ]
        .filter(Boolean)
        .join(" ");
    }
    case "Kino":
      return first
        ? film.coming
          ? `${title} har premiere på Havvik kino ${dayText(first.startsAt.slice(0, 10))}. Billettene legges ut for salg en måned om gangen.`
          : `${title} går på Havvik kino fra ${dayText(first.startsAt.slice(0, 10))}.`
        : "";
    default:
      return film.section.startsWith("Retrospektiv")
        ? `${title} er en del av årets retrospektiv, der festivalen hedrer ${who}, regissøren som satte Øst-Finnmark på kinolerretet. Retrospektivet viser fem av filmene hennes fra 1976 til 2003, flere av dem i nye restaureringer.`
        : "";
  }
}

function shortsList(film) {
  if (!film.shorts) return "";
  const items = film.shorts.map(([title, minutes, country], i) => `<li>«${html(title)}» (regi: ${html(film.directors[i])}, ${country}, ${minutes} min)</li>`);
  return `<h2>Filmene</h2><ul>${items.join("")}</ul>`;
}

/** What a visitor should know about single screenings: the talk after the film, school, subtitles, access. */
function aboutScreenings(events) {
  const items = [];
  for (const e of events) {
    const what = [];
    if (e.cancelled) what.push("avlyst");
    else {
      if (/Skolevisning/.test(e.notes ?? "")) what.push(e.notes.split(".")[0].toLowerCase());
      if (e.talk) what.push(`${e.talk.title.replace(/^./, (c) => c.toLowerCase())} etter filmen`);
      if (/Norsk teksting/.test(e.notes ?? "")) what.push("norsk teksting");
      if (/English subtitles/.test(e.notes ?? "")) what.push("engelske undertekster");
      if (e.accessibility.includes("audio-description")) what.push("synstolket");
      if (e.title.startsWith("Premiere")) what.push("premiere");
    }
    if (what.length)
      items.push(`<li>${dayText(e.startsAt.slice(0, 10)).replace(/^./, (c) => c.toUpperCase())} kl. ${timeText(e.startsAt)}: ${what.join(", ")}.</li>`);
  }
  return items.length ? `<h2>Om visningene</h2><ul>${items.join("")}</ul>` : "";
}

/** The production's `body` HTML. `events` are its own screenings, in order. */
export function filmBody(r, film, events) {
  // The page shows the summary above the body: the body goes on from it, it does not repeat it.
  return [`<p>${html(film.about)}</p>`, `<p>${html(placing(r, film, events))}</p>`, shortsList(film), aboutScreenings(events)]
    .filter((part) => part && part !== "<p></p>")
    .join("");
}
