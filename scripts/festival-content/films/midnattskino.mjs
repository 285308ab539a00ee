// NFF 2025, Midnattskino: the late show at half past ten, horror and cult.
export const MIDNATTSKINO = [
  {
    title: "Draugen", en: "The Draug", genres: "Skrekk", countries: "Norge", languages: "Norsk", subtitles: "Norsk",
    minutes: 94, age: "15", year: 2025, trailer: true,
    summary: "Fem venner leier en rorbu i Lofoten i mørketida. Den sjette gjesten kommer opp fra sjøen.",
    summaryEn: "Five friends rent a fisherman's cabin in Lofoten in the polar night. The sixth guest comes up from the sea.",
    about: "Norsk folketro møter moderne grøsser, med lydbilde som gjør at du aldri stoler på bølgene igjen.",
    still: ["harbour", "ember", { night: true, boats: 1, moon: true }],
    poster: ["disc", "ember", { body: "moon", figure: "boat", ground: "sea" }],
  },
  {
    title: "Polarnattens hotell", en: "Polar Night Hotel", genres: "Skrekk, Komedie", countries: "Finland", languages: "Finsk, Engelsk", subtitles: "Norsk",
    minutes: 88, age: "15", year: 2025,
    summary: "Et glasshotell for nordlysturister blir isolert av en snøstorm, og gjestene begynner å forsvinne én etter én.",
    summaryEn: "A glass hotel for northern-lights tourists is cut off by a snowstorm, and the guests begin to disappear one by one.",
    about: "Blodig, absurd og veldig finsk. Publikum i Helsinki lo og skrek i like store doser.",
    still: ["northernLights", "aurora", { igloos: true, colours: ["#f25c8a", "#5cf2a6"] }],
    poster: ["disc", "neon", { body: "moon", figure: "igloo", ground: "snow" }],
  },
  {
    title: "Heksebålet", en: "The Pyre", genres: "Skrekk, Drama", countries: "Norge, Danmark", languages: "Norsk, Dansk", subtitles: "Norsk",
    minutes: 109, age: "18", year: 2025,
    summary: "Vardø, 1662: en ung kvinne blir anklaget for trolldom og må bevise sin uskyld for en dommer som allerede har bestemt seg.",
    summaryEn: "Vardø, 1662: a young woman is accused of witchcraft and must prove her innocence to a judge whose mind is already made up.",
    about: "Et brutalt og nødvendig historisk drama om trolldomsprosessene i Finnmark. Ikke for sarte sjeler.",
    still: ["coast", "ember", { shore: true, fire: true, night: true, layers: 2 }],
    poster: ["bands", "ember", { figure: "pyre", count: 5 }],
  },
  {
    title: "Neon Shark", en: "Neon Shark", genres: "Skrekk, Komedie", countries: "USA", languages: "Engelsk", subtitles: "Norsk",
    minutes: 86, age: "15", year: 2024,
    summary: "En selvlysende hai herjer en strandfest i Florida. Kultfilmen alle snakker om, best sett sammen med en full sal.",
    summaryEn: "A glow-in-the-dark shark terrorises a beach party in Florida. The cult film everyone is talking about, best seen with a full house.",
    about: "Med glowsticks til alle i salen og en kostymekonkurranse før filmen.",
    still: ["deep", "neon", { shark: true, rays: true, boat: true }],
    poster: ["disc", "neon", { body: "sun", figure: "shark", ground: "sea" }],
  },
];
