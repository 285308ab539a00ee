// The rooms films are shown in: a place of content/site.json (`venue`) and a hall in it (`sal`).
// The schedules book them; the timeline keeps them from being booked twice.
export const ROOMS = {
  sal1: { venue: "Havvik kino", sal: "Sal 1" },
  sal2: { venue: "Havvik kino", sal: "Sal 2" },
  sal3: { venue: "Havvik kino", sal: "Sal 3" },
  storsalen: { venue: "Kulturhuset", sal: "Storsalen" },
  lillesalen: { venue: "Kulturhuset", sal: "Lillesalen" },
  blackboksen: { venue: "Kulturhuset", sal: "Blackboksen" },
  storstua: { venue: "Samisk hus", sal: "Storstua" },
  auditoriet: { venue: "Havvik bibliotek", sal: "Auditoriet" },
  fjordsalen: { venue: "Havvik Fjordhotell", sal: "Fjordsalen" },
};

/** Minutes a room needs between two screenings: the audience out, the next one in. */
export const TURNAROUND_MINUTES = 15;

/** One key per room however the content spells its place ("Brygga, Havvik havn" is Brygga). */
export function roomKey(places, venue, sal) {
  const wanted = venue.trim().toLowerCase();
  const place = places.find((p) => p.name.toLowerCase() === wanted || (p.names ?? []).some((n) => n.toLowerCase() === wanted));
  return `${place?.slug ?? wanted}|${sal.trim().toLowerCase()}`;
}
