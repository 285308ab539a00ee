// Made-up film people: first names and family names by country, drawn with the generator's seed.
// The names are common ones put together at random, not anyone's credits.

const POOLS = {
  norsk: {
    female: [
      "Ingvild",
      "Synnøve",
      "Marte",
      "Solveig",
      "Hanne",
      "Kaja",
      "Tiril",
      "Silje",
      "Randi",
      "Vilde",
      "Åse",
      "Eldrid",
      "Guro",
      "Ragnhild",
      "Turid",
      "Maren",
      "Oda",
      "Herdis",
      "Frida",
      "Line",
    ],
    male: [
      "Eirik",
      "Sindre",
      "Håvard",
      "Torstein",
      "Audun",
      "Vegard",
      "Jon",
      "Øyvind",
      "Kristoffer",
      "Sverre",
      "Arvid",
      "Henning",
      "Magne",
      "Even",
      "Tormod",
      "Brage",
      "Ketil",
      "Leif",
      "Amund",
      "Jørgen",
    ],
    family: [
      "Kvalvik",
      "Bergli",
      "Nyheim",
      "Lyngmo",
      "Sandtorv",
      "Myrvang",
      "Hestnes",
      "Fagerli",
      "Vikhammer",
      "Bremnes",
      "Elvebakk",
      "Nordhus",
      "Rognli",
      "Tverås",
      "Øvergaard",
      "Haldorsen",
      "Sørli",
      "Steinsvik",
      "Lauvli",
      "Furunes",
      "Strømsnes",
      "Kjelstrup",
      "Hågensen",
      "Reinholt",
      "Vassdal",
      "Bjørnevik",
      "Isaksen",
      "Langås",
    ],
  },
  samisk: {
    female: ["Ánne", "Elle", "Sárá", "Inga", "Ristin", "Biret", "Kárena", "Máidá", "Ellá", "Gáddá"],
    male: ["Niillas", "Ásllat", "Jovnna", "Ovllá", "Mihkkal", "Issát", "Ánde", "Piera", "Heaika", "Oskár"],
    family: ["Gaino", "Bær", "Guttorm", "Utsi", "Logje", "Balto", "Triumf", "Keskitalo", "Vars", "Skum", "Oskal", "Valkeapää", "Nystø", "Magga"],
  },
  svensk: {
    female: ["Linnea", "Elsa", "Maja", "Agnes", "Ebba", "Tove", "Stina", "Karin", "Hedda", "Klara"],
    male: ["Johan", "Viktor", "Anton", "Gustav", "Oskar", "Nils", "Emil", "Pontus", "Hampus", "Axel"],
    family: ["Lindqvist", "Åberg", "Holmström", "Sjöberg", "Wallin", "Nyström", "Bergkvist", "Forsberg", "Engström", "Lundmark", "Sandberg", "Öhman"],
  },
  dansk: {
    female: ["Mette", "Signe", "Ida", "Freja", "Sofie", "Karen", "Birgitte", "Laura"],
    male: ["Rasmus", "Mads", "Kasper", "Anders", "Frederik", "Søren", "Malthe", "Troels"],
    family: ["Kjærgaard", "Østergaard", "Bruun", "Vestergaard", "Dalsgaard", "Thygesen", "Mikkelsen", "Højer", "Lauridsen"],
  },
  finsk: {
    female: ["Aino", "Elina", "Sanna", "Veera", "Tuuli", "Kaisa", "Noora", "Hilkka"],
    male: ["Mikko", "Juha", "Eero", "Ville", "Tuomas", "Lauri", "Antti", "Oskari"],
    family: ["Heikkilä", "Rantanen", "Kettunen", "Salmi", "Lehtonen", "Väisänen", "Koivisto", "Peltola", "Niskanen", "Aaltonen"],
  },
  islandsk: {
    female: ["Guðrún", "Sigríður", "Katrín", "Hrafnhildur", "Ásdís", "Ragna"],
    male: ["Einar", "Gunnar", "Snorri", "Hjalti", "Kári", "Baldur"],
    // Icelanders carry their father's name in the genitive, then -son or -dóttir (see `personFrom`).
    father: ["Jóns", "Magnús", "Páls", "Björns", "Ólafs", "Sigurðar", "Halls", "Einars"],
  },
  russisk: {
    female: ["Anna", "Olga", "Vera", "Darja", "Ksenija", "Marina"],
    male: ["Aleksej", "Dmitrij", "Ilja", "Sergej", "Pavel", "Grigorij"],
    family: ["Lebedev", "Sokolov", "Orlov", "Belov", "Zajtsev", "Morozov", "Volkov", "Gusev"],
  },
  engelsk: {
    female: ["Claire", "Fiona", "Ruth", "Hannah", "Siobhan", "Grace", "Megan", "Harriet"],
    male: ["Callum", "Owen", "Rory", "Daniel", "Patrick", "Graham", "Ewan", "Neil"],
    family: ["Whitfield", "Marsh", "Doyle", "Harker", "McBride", "Fenwick", "Ashdown", "Carrick", "Pryce", "Tolland"],
  },
  fransk: {
    female: ["Camille", "Léa", "Manon", "Hélène", "Margaux", "Solène"],
    male: ["Julien", "Thomas", "Mathieu", "Olivier", "Bastien", "Yann"],
    family: ["Lefèvre", "Moreau", "Garnier", "Rousseau", "Fabre", "Chevalier", "Mercier", "Le Goff"],
  },
  tysk: {
    female: ["Lena", "Katharina", "Miriam", "Johanna", "Anke"],
    male: ["Jonas", "Tobias", "Felix", "Lukas", "Matthias"],
    family: ["Becker", "Hoffmann", "Brandt", "Kessler", "Vogt", "Lindemann", "Roth"],
  },
  nederlandsk: {
    female: ["Sanne", "Femke", "Lotte"],
    male: ["Bram", "Joris", "Thijs"],
    family: ["de Vries", "Bakker", "Visser", "van Dijk", "Mulder"],
  },
  spansk: {
    female: ["Lucía", "Carmen", "Elena", "Inés", "Marta"],
    male: ["Pablo", "Javier", "Diego", "Álvaro", "Iñaki"],
    family: ["Ortega", "Navarro", "Castillo", "Herrera", "Marín", "Soler", "Iglesias"],
  },
  persisk: {
    female: ["Shirin", "Leila", "Maryam", "Parisa", "Niloufar"],
    male: ["Reza", "Arash", "Kian", "Dariush", "Omid"],
    family: ["Rahimi", "Karimi", "Tehrani", "Moradi", "Farahani", "Sadeghi"],
  },
  grønlandsk: {
    female: ["Aviaja", "Naja", "Paninnguaq", "Nivi"],
    male: ["Malik", "Inuk", "Aputsiaq", "Kunuk"],
    family: ["Kleist", "Berthelsen", "Lynge", "Heilmann", "Frederiksen"],
  },
  inuktitut: {
    female: ["Alasie", "Qaunnaq", "Elisapee"],
    male: ["Joanasie", "Pauloosie", "Tagak"],
    family: ["Kilabuk", "Akavak", "Nutarak", "Qitsualik"],
  },
};

/** The name pool for a country of production or a language: who would make or act in the film. */
const POOL_OF = {
  norge: "norsk",
  sverige: "svensk",
  danmark: "dansk",
  finland: "finsk",
  island: "islandsk",
  russland: "russisk",
  storbritannia: "engelsk",
  irland: "engelsk",
  usa: "engelsk",
  canada: "engelsk",
  frankrike: "fransk",
  belgia: "fransk",
  tyskland: "tysk",
  nederland: "nederlandsk",
  spania: "spansk",
  argentina: "spansk",
  iran: "persisk",
  grønland: "grønlandsk",
  nordsamisk: "samisk",
  lulesamisk: "samisk",
  sørsamisk: "samisk",
  kvensk: "norsk",
};

/** The pool a country or language name calls for (Norwegian when nothing fits). */
export function poolFor(name) {
  const key = name.trim().toLowerCase();
  return POOLS[POOL_OF[key] ?? key] ? (POOL_OF[key] ?? key) : "norsk";
}

/**
 * One made-up person from a pool: a first name and a family name (Icelandic: a patronym,
 * Russian: the family name's feminine form for a woman).
 *
 * @example personFrom(random("x"), "islandsk") // "Katrín Hallsdóttir"
 */
export function personFrom(r, pool) {
  const p = POOLS[pool] ?? POOLS.norsk;
  const female = r() < 0.5;
  const first = r.pick(female ? p.female : p.male);
  if (p.father) return `${first} ${r.pick(p.father)}${female ? "dóttir" : "son"}`;
  const family = r.pick(p.family);
  return `${first} ${pool === "russisk" && female ? `${family}a` : family}`;
}

/**
 * Distinct people: never a name given out before in this run (`taken`), so two films never share
 * a director by accident.
 */
export function peopleFrom(r, pools, count, taken) {
  const out = [];
  for (let tries = 0; out.length < count && tries < 500; tries++) {
    const name = personFrom(r, pools[out.length % pools.length]);
    if (taken.has(name)) continue;
    taken.add(name);
    out.push(name);
  }
  return out;
}
