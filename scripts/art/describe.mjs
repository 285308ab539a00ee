// What a drawn picture shows, in Norwegian, for its alt text: written from the same spec the
// picture is drawn from ([scene, palette, options]), so the words and the picture agree.

/** The light a palette gives a picture. */
const MOOD = {
  dusk: "i solnedgang",
  midnightSun: "i midnattssol",
  aurora: "under nordlyset",
  winter: "en kald vinterdag",
  storm: "i grått uvær",
  fjordDay: "en klar dag",
  blueHour: "i blåtimen",
  autumn: "i høstlig kveldslys",
  berry: "i rosa og lilla kveldslys",
  sea: "i grønnblått lys",
  ember: "i glødende rødt lys",
  ochre: "i varmt, gyllent lys",
  neon: "i lilla og turkis neonlys",
  rose: "i rosa morgenlys",
  glacier: "i kaldt, klart blått lys",
  mist: "i grå tåke",
  pine: "i grønt skogslys",
  sepia: "i brune toner, som et gammelt fotografi",
  faded: "i falmede farger, som en gammel filmkopi",
  cinema: "i mørkerødt",
  cinemaBlue: "i blått mørke",
};

/** The palette's colours without a time of day: for a night scene and for the graphic posters. */
const TONE = {
  dusk: "i rødt og lilla",
  midnightSun: "i gyllent lys",
  aurora: "under nordlyset",
  winter: "i kalde, blå toner",
  storm: "i grått uvær",
  fjordDay: "i klare blå toner",
  blueHour: "i blåtimen",
  autumn: "i høstfarger",
  berry: "i rosa og lilla",
  sea: "i grønnblå toner",
  ember: "i glødende rødt lys",
  ochre: "i gyllent lys",
  neon: "i lilla og turkis neonlys",
  rose: "i rosa toner",
  glacier: "i kaldt, klart blått lys",
  mist: "i grå tåke",
  pine: "i grønne toner",
  sepia: MOOD.sepia,
  faded: MOOD.faded,
  cinema: "i mørkerødt",
  cinemaBlue: "i blått mørke",
};

/** Silhouettes (figures.mjs) by name. */
const FIGURE = {
  person: "en person",
  couple: "to mennesker side om side",
  children: "tre barn",
  dancers: "et par som danser",
  hero: "en jente med kappe og knyttneven i været",
  goalkeeper: "en keeper i et fotballmål",
  climber: "en klatrer på en spiss fjelltopp",
  astronaut: "en astronaut",
  skater: "en skater på brettet",
  birds: "en fugleflokk",
  house: "et hus med lys i vinduet",
  cabin: "en hytte med røyk fra pipa",
  lavvu: "en lavvo",
  igloo: "en glasshytte med varmt lys",
  headframe: "et gruvetårn",
  mast: "en radiomast",
  tower: "et vakttårn",
  lighthouse: "et fyr",
  cairn: "en varde av stein",
  island: "en holme med et fyr",
  boat: "en fiskebåt",
  ship: "et skip",
  sailship: "en seilskute",
  whale: "en hval",
  shark: "en hai",
  fish: "en fisk",
  serpent: "en liten sjøorm",
  fox: "en rev",
  wolf: "en ulv",
  bear: "en bjørn",
  moose: "en elg",
  reindeer: "en rein",
  calf: "en reinkalv",
  puffin: "en lundefugl",
  owl: "en ugle",
  eagle: "en havørn",
  sleigh: "en slede lastet med post",
  scissors: "en saks",
  suitcase: "en koffert",
  key: "en gammel nøkkel",
  cloud: "en sky",
  guitar: "en gitar",
  flowers: "en brudebukett",
  glasses: "to glass som skåler",
  pyre: "et bål",
};

const NUMBER = ["ingen", "en", "to", "tre", "fire", "fem", "seks", "sju", "åtte", "ni"];
const count = (k, one, many) => (k === 1 ? one : `${NUMBER[k] ?? "mange"} ${many}`);
const list = (items) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} og ${items.at(-1)}`);
const first = (text, fallback) => text || fallback;

function things(scene, o) {
  const t = [];
  const add = (cond, text) => cond && t.push(text);
  switch (scene) {
    case "coast":
      add(o.lighthouse, "et fyr");
      add(o.island, "en holme");
      add(o.ship, o.ship === "sail" ? "en seilskute" : "et skip");
      add(o.boats, count(o.boats, "en fiskebåt", "fiskebåter"));
      add(o.whale, "en hvalhale over vannet");
      add(o.cliff, "et fuglefjell");
      add(o.eagle, "en havørn");
      add(o.gulls, "måker");
      add(o.shore && o.person, "en person på stranda");
      add(o.shore && o.lamp, "en lyktestolpe");
      add(o.shore && o.fire, "et bål i fjæra");
      add(o.shore && o.bunker, "en gammel bunker i skråningen");
      return `${first(list(t), "fjell")} ved havet`;
    case "fjord":
      add(o.serpent, "en liten sjøorm");
      add(o.houses, "røde og gule hus");
      add(o.boats, "en fiskebåt");
      add(o.gulls, "måker");
      return `${first(list(t), "bratte fjell")} i en fjord`;
    case "harbour":
      add(o.ship, o.ship === "sail" ? "en seilskute" : "et skip");
      add(o.factory, "et fiskebruk med lys i vinduene");
      add(o.boats, count(o.boats ?? 2, "en fiskebåt", "fiskebåter"));
      add(o.crowd, "folk på kaia");
      add(o.lights, "lyslenker");
      add(o.lamp, "en lyktestolpe");
      add(o.moon, "månen");
      return `${list(t)} i en havn med rorbuer`;
    case "northernLights":
      add(o.lavvu, "en lavvo i snøen");
      add(o.igloos, "glasshytter i snøen");
      add(o.person, "en person");
      return `${t.length ? `${list(t)} under` : ""} grønt og fiolett nordlys over fjellene`.trim();
    case "vidda":
      add(o.reindeer, o.reindeer > 3 ? "en reinflokk" : "noen rein");
      add(o.calf, "en simle med kalven sin");
      add(o.lavvu, "en lavvo");
      add(o.turbines, "vindturbiner på åsene");
      add(o.cairn, "en varde");
      add(o.people, count(o.people, "en person", "personer"));
      add(!o.people && o.person, "en person");
      add(o.snowmobile, "en snøscooter");
      add(o.farm, "en gård");
      add(o.owls, "to snøugler på en stein");
      add(o.snail, "en snegle");
      add(o.hills, "runde åser");
      return `${first(list(t), "åpent landskap")} på vidda${o.snow ? " i snø" : ""}`;
    case "forest":
      add(o.animal, FIGURE[o.animal]);
      add(o.cabin, "en hytte med lys i vinduet");
      add(o.people, count(o.people, "en person", "personer"));
      add(!o.people && o.person, "en person");
      add(o.fire, "røyk fra en skogbrann");
      add(o.fence, "et grensegjerde");
      add(o.birds, "fugler");
      return `${first(list(t), "trær")} i ${o.trees === "birch" ? "bjørkeskogen" : "granskogen"}${o.snow ? " i snø" : ""}${o.moon ? " under månen" : ""}`;
    case "road": {
      const what = { truck: "et vogntog", bus: "en buss", car: "en bil", motorbike: "en motorsykkel med sidevogn" }[o.vehicle];
      add(o.reindeer, "rein i veien");
      add(o.station, "en bensinstasjon");
      add(o.poles, "telefonstolper");
      add(o.snow, "brøytekanter");
      return `${what ? `${what} på ` : ""}en vei inn mot fjellene${t.length ? `, med ${list(t)}` : ""}`;
    }
    case "town":
      add(o.church, "en kirke");
      add(o.mast, "en høy radiomast");
      add(o.headframe, "et gruvetårn");
      add(o.hall, "et samfunnshus med lys i vinduene");
      add(o.school, "en skole med flagg");
      add(o.pitch, "en fotballbane i flomlys");
      add(o.christmas, "et juletre");
      add(o.festoon, "lyslenker");
      add(o.lamps, "gatelykter");
      add(o.people, "folk i gata");
      return `trehus langs en gate${t.length ? ` med ${list(t)}` : ""}${o.snow ? " i snø" : ""}`;
    case "city":
      add(o.towers, "høyhus");
      add(o.river, "en elv");
      add(o.bridge, "en bru");
      add(o.car, "en bil i gata");
      add(o.night, "lys i vinduene");
      return `en by${t.length ? ` med ${list(t)}` : ""}`;
    case "window":
      add(o.rain, "regn på ruta");
      add(o.lamp, "en lampe");
      add(o.cup, "en kopp i vinduskarmen");
      add(o.plant, "en potteplante");
      add(o.festoon, "lyslenker");
      add(o.person, "en person som ser ut");
      return `et vindu med utsikt mot ${describeScene(o.view, o.viewOptions ?? {})}${t.length ? `, ${list(t)}` : ""}`;
    case "ice":
      add(o.ship, o.ship === "whaler" ? "en hvalbåt" : "et skip");
      add(o.glacier, "en isbre");
      add(o.hut, "en rød forskerhytte");
      add(o.bear, "en isbjørn på et isflak");
      add(o.sled, "en hundeslede");
      add(o.floes, "drivis");
      return `${list(t)} i et arktisk landskap`;
    case "deep":
      add(o.whale, "en hval");
      add(o.shark, "en hai");
      add(o.crab, "en krabbe på bunnen");
      add(o.boat, "en båt i overflaten");
      add(o.fish, "fisk");
      add(o.kelp, "tare");
      add(o.rays, "lysstråler fra overflaten");
      return `${list(t)} under havet`;
    case "space":
      add(o.station, "en romstasjon");
      add(o.planet, "jorda");
      return `${list(t)} i verdensrommet`;
    case "disc": {
      const body = { sun: "en stor sol", moon: "en stor måne", planet: "en planet med ring" }[o.body ?? "sun"];
      const ground = {
        sea: " ved havet",
        hills: " på en ås",
        snow: " i snøen",
        ice: " på isen",
        floor: " på et dansegulv",
        peaks: " blant fjelltopper",
        none: "",
      }[o.ground ?? "hills"];
      return `${FIGURE[o.figure ?? "person"]} foran ${body}${ground}`;
    }
    case "bands":
      return `${FIGURE[o.figure ?? "person"]} i et landskap av fargebånd`;
    default:
      throw new Error(`art: no description for scene "${scene}"`);
  }
}

function describeScene(scene, o) {
  const text = things(scene, o);
  return o.night && !["northernLights"].includes(scene) ? `${text} om natten` : text;
}

/**
 * @example describePicture(["coast", "storm", { lighthouse: true, boats: 1 }]) // "et fyr og en fiskebåt ved havet i grått uvær"
 */
export function describePicture([scene, palette, options = {}]) {
  if (!MOOD[palette]) throw new Error(`art: no palette "${palette}"`);
  const night = options.night || (scene === "forest" && options.moon);
  const mood = night || scene === "disc" || scene === "bands" ? TONE[palette] : MOOD[palette];
  // The northern lights and the deep bring their own light; the palette still colours the rest.
  const light = scene === "northernLights" || (scene === "deep" && palette !== "neon") || scene === "space" ? "" : ` ${mood}`;
  const text = describeScene(scene, options);
  // "…, med telefonstolper, i solnedgang": a trailing clause gets its comma.
  return `${text}${light && /, med /.test(text) && !/ om natten$/.test(text) ? "," : ""}${light}`;
}
