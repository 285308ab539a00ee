// NFF 2025, Retrospektiv: Ellinor Haugsnes, the Finnmark director the festival honours this year.
// Made up, like everyone in the demo. Restored copies, shown with English subtitles.
export const RETROSPECTIVE_DIRECTOR = "Ellinor Haugsnes";

export const RETROSPEKTIV = [
  {
    title: "Kaldt lys", en: "Cold Light", genres: "Drama", countries: "Norge", languages: "Norsk", subtitles: "Engelsk",
    minutes: 98, age: "12", year: 1976,
    summary: "Haugsnes' debut: en ung lærerinne kommer til et fiskevær i Øst-Finnmark og møter en bygd som ikke vil ha hjelp.",
    summaryEn: "Haugsnes' debut: a young teacher arrives in a fishing village in East Finnmark and meets a community that wants no help.",
    about: "Vist i en ny restaurering fra originalnegativet, med fargene slik de var i 1976.",
    still: ["harbour", "faded", { boats: 2, crowd: 3 }],
    poster: ["disc", "faded", { body: "sun", figure: "person", ground: "sea" }],
  },
  {
    title: "Fiskeværet", en: "The Fishing Village", genres: "Dokumentar", countries: "Norge", languages: "Norsk", subtitles: "Engelsk",
    minutes: 71, age: "A", year: 1979,
    summary: "Dokumentaren om vinterfisket i Gamvik som gjorde Haugsnes kjent: et år i et fiskevær, fortalt av dem som bodde der.",
    summaryEn: "The documentary about the winter fishery in Gamvik that made Haugsnes known: a year in a fishing village, told by those who lived there.",
    about: "Vist fra en 35 mm-kopi fra Nasjonalbibliotekets samling, med innledning ved festivalens kurator.",
    still: ["harbour", "sepia", { boats: 3, night: false }],
    poster: ["bands", "sepia", { figure: "boat", count: 6 }],
  },
  {
    title: "Jenta og stormen", en: "The Girl and the Storm", genres: "Drama, Familie", countries: "Norge", languages: "Norsk", subtitles: "Engelsk",
    minutes: 88, age: "9", year: 1984,
    summary: "En tolv år gammel jente må alene ro inn til land for å hente hjelp da farens båt får motorstopp i uværet.",
    summaryEn: "A twelve-year-old girl has to row to shore alone for help when her father's boat breaks down in a storm.",
    about: "Haugsnes' eneste familiefilm, og en av de mest sette norske filmene det året.",
    still: ["coast", "faded", { boats: 1, night: true, island: true }],
    poster: ["coast", "storm", { horizon: 0.56, boats: 1, island: true, lighthouse: true }],
  },
  {
    title: "Nordavind", en: "North Wind", genres: "Drama", countries: "Norge, Sverige", languages: "Norsk, Svensk", subtitles: "Engelsk",
    minutes: 112, age: "12", year: 1991,
    summary: "To brødre, en gård ved grensen og en vinter der alt de ikke har sagt til hverandre, kommer fram.",
    summaryEn: "Two brothers, a farm by the border and a winter in which everything they have left unsaid comes out.",
    about: "Filmen vant kritikerprisen i Haugesund og regnes av mange som hennes beste.",
    still: ["vidda", "faded", { snow: true, farm: true, person: true }],
    poster: ["disc", "sepia", { body: "moon", figure: "house", ground: "snow" }],
  },
  {
    title: "Siste vinter i Hamningberg", en: "The Last Winter in Hamningberg", genres: "Drama", countries: "Norge", languages: "Norsk", subtitles: "Engelsk",
    minutes: 104, age: "12", year: 2003,
    summary: "Haugsnes' siste spillefilm: fire eldre mennesker blir igjen i et fraflyttet fiskevær den vinteren veien stenges for godt.",
    summaryEn: "Haugsnes' last feature: four elderly people stay behind in an abandoned fishing village the winter the road closes for good.",
    about: "En stille avskjedsfilm, og et passende punktum for retrospektivet. Regissøren kommer til visningen fredag.",
    guest: true,
    still: ["town", "faded", { snow: true, houses: 5, lamps: 1 }],
    poster: ["bands", "winter", { figure: "house", count: 5 }],
  },
];
