/**
 * English names of the facts editors write in Norwegian (countries, languages, genres, sections),
 * keyed by the option's slug (src/render/blocks/option-slug.ts), for the English catalogue. A name
 * not listed is shown as the content writes it. (workerd's Intl.DisplayNames knows too few
 * languages to name "nordsamisk" in English, so the lists are ours.)
 */

const COUNTRIES: Record<string, string> = {
  norge: "Norway", sverige: "Sweden", danmark: "Denmark", finland: "Finland", island: "Iceland",
  faeroyene: "Faroe Islands", gronland: "Greenland", sapmi: "Sápmi", tyskland: "Germany", frankrike: "France",
  storbritannia: "United Kingdom", england: "England", skottland: "Scotland", irland: "Ireland",
  nederland: "Netherlands", belgia: "Belgium", luxembourg: "Luxembourg", sveits: "Switzerland", osterrike: "Austria",
  italia: "Italy", spania: "Spain", portugal: "Portugal", hellas: "Greece", polen: "Poland", tsjekkia: "Czechia",
  slovakia: "Slovakia", ungarn: "Hungary", romania: "Romania", bulgaria: "Bulgaria", serbia: "Serbia",
  kroatia: "Croatia", slovenia: "Slovenia", "bosnia-hercegovina": "Bosnia and Herzegovina", estland: "Estonia",
  latvia: "Latvia", litauen: "Lithuania", russland: "Russia", ukraina: "Ukraine", georgia: "Georgia",
  tyrkia: "Turkey", israel: "Israel", palestina: "Palestine", libanon: "Lebanon", iran: "Iran", irak: "Iraq",
  syria: "Syria", egypt: "Egypt", marokko: "Morocco", tunisia: "Tunisia", "sor-afrika": "South Africa",
  nigeria: "Nigeria", kenya: "Kenya", senegal: "Senegal", india: "India", pakistan: "Pakistan",
  kina: "China", japan: "Japan", "sor-korea": "South Korea", taiwan: "Taiwan", filippinene: "Philippines",
  thailand: "Thailand", vietnam: "Vietnam", indonesia: "Indonesia", kasakhstan: "Kazakhstan", mongolia: "Mongolia",
  usa: "USA", canada: "Canada", mexico: "Mexico", brasil: "Brazil", argentina: "Argentina", chile: "Chile",
  colombia: "Colombia", peru: "Peru", australia: "Australia", "new-zealand": "New Zealand",
};

const LANGUAGES: Record<string, string> = {
  norsk: "Norwegian", bokmal: "Norwegian Bokmål", nynorsk: "Norwegian Nynorsk", nordsamisk: "Northern Sami",
  lulesamisk: "Lule Sami", sorsamisk: "Southern Sami", samisk: "Sami", kvensk: "Kven", svensk: "Swedish",
  dansk: "Danish", finsk: "Finnish", islandsk: "Icelandic", faeroysk: "Faroese", gronlandsk: "Greenlandic",
  engelsk: "English", tysk: "German", fransk: "French", spansk: "Spanish", italiensk: "Italian",
  portugisisk: "Portuguese", nederlandsk: "Dutch", polsk: "Polish", tsjekkisk: "Czech", ungarsk: "Hungarian",
  russisk: "Russian", ukrainsk: "Ukrainian", estisk: "Estonian", latvisk: "Latvian", litauisk: "Lithuanian",
  gresk: "Greek", tyrkisk: "Turkish", arabisk: "Arabic", persisk: "Persian", kurdisk: "Kurdish", hebraisk: "Hebrew",
  hindi: "Hindi", urdu: "Urdu", kinesisk: "Chinese", mandarin: "Mandarin", kantonesisk: "Cantonese",
  japansk: "Japanese", koreansk: "Korean", thai: "Thai", vietnamesisk: "Vietnamese", somali: "Somali",
  tigrinja: "Tigrinya", stum: "Silent", "uten-dialog": "No dialogue",
};

const GENRES: Record<string, string> = {
  drama: "Drama", dokumentar: "Documentary", animasjon: "Animation", familie: "Family", komedie: "Comedy",
  thriller: "Thriller", skrekk: "Horror", grosser: "Horror", eventyr: "Adventure", fantasy: "Fantasy",
  "science-fiction": "Science fiction", "sci-fi": "Science fiction", romantikk: "Romance",
  "romantisk-komedie": "Romantic comedy", krim: "Crime", mysterium: "Mystery", action: "Action",
  musikal: "Musical", musikk: "Music", historisk: "Historical", historie: "History", biografi: "Biography",
  krig: "War", western: "Western", ungdom: "Youth", oppvekst: "Coming of age", "coming-of-age": "Coming of age",
  satire: "Satire", "road-movie": "Road movie", kortfilm: "Short film", natur: "Nature", sport: "Sport",
  dans: "Dance", kunst: "Art", eksperimentell: "Experimental", stumfilm: "Silent film",
  "svart-komedie": "Black comedy", tragikomedie: "Tragicomedy", psykologisk: "Psychological", politisk: "Political",
};

const SECTIONS: Record<string, string> = {
  hovedprogram: "Main programme", "nordlige-stemmer": "Northern Voices", dokumentar: "Documentaries",
  kortfilm: "Short films", buff: "BUFF", kino: "Havvik kino", konkurranse: "Competition",
  spesialvisninger: "Special screenings", familie: "Family", ungdom: "Youth", klassikere: "Classics",
};

/** The kinds of names the catalogue shows. */
export type FilmNameKind = "section" | "country" | "language" | "genre";

const LISTS: Record<FilmNameKind, Record<string, string>> = { section: SECTIONS, country: COUNTRIES, language: LANGUAGES, genre: GENRES };

/**
 * The English name of a fact, by its slug; undefined when not listed. "Retrospektiv: X" is
 * "Retrospective: X" (the rest is a name).
 *
 * @example englishFilmName("country", "sor-korea", "Sør-Korea") // "South Korea"
 */
export function englishFilmName(kind: FilmNameKind, slug: string, name: string): string | undefined {
  const listed = LISTS[kind][slug];
  if (listed !== undefined) return listed;
  if (kind === "section") {
    const retrospective = /^retrospektiv\s*:\s*(.+)$/i.exec(name);
    if (retrospective) return `Retrospective: ${retrospective[1]}`;
  }
  return undefined;
}
