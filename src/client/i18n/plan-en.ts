import type { planNb } from "./plan-nb";

/** Min side's "Lag planen min" in English: the same keys as plan-nb.ts. */
const films = (n: number) => (n === 1 ? "1 film" : `${n} films`);
const days = (n: number) => (n === 1 ? "1 day" : `${n} days`);

export const planEn: typeof planNb = {
  planTitle: "My plan",
  planIntro:
    "We pick one screening of each film on your list, so that none overlap and you have time to walk between the venues. The screenings you have tickets for are fixed points of the plan.",
  planMake: "Make my plan",
  planRemake: "Make the plan again",
  planMaking: "Making the plan …",
  planOptions: "Choose days, films and must-sees",
  planFrom: "From",
  planTo: "To",
  planMaxPerDay: "At most per day",
  planNoLimit: "No limit",
  planFilms: "Films to include",
  planMustSee: "Must see",
  planMustSeeNote: "Mark the films you must see: the plan fits them before the others, even if another film has to go.",
  planEmpty: "No films to plan. Add films to your list from the film pages, and we will make a plan.",
  planToday: (clock) => `today at ${clock}`,
  planCount: (placed, dayCount) => `${films(placed)} on ${days(dayCount)}.`,
  planMadeAt: (when) => `The plan was made ${when}.`,
  planOffline: (when) => `You are offline. This is the plan as it was made ${when}.`,
  planMade: (placed, dayCount, unplaced) =>
    `The plan is ready: ${films(placed)} on ${days(dayCount)}.` + (unplaced > 0 ? ` ${films(unplaced)} did not fit.` : ""),
  planSwapped: (title, when) => `${title} is moved to ${when}. The rest of the plan is made around it.`,
  planWalk: (venue, minutes) => `Walk to ${venue}: ${minutes} min until the next film.`,
  planPlace: "Venue",
  planKept: "Chosen by you",
  planTicket: "You have a ticket",
  planSwap: "Change screening",
  planSwapOf: (title) => `Other screenings of ${title}`,
  planOnlyOne: "No other screening to change to.",
  planUnplacedTitle: "Did not fit",
  planSoldOutOf: (title) => `Sold-out screenings of ${title}`,
  planTicketsTitle: "Buy tickets",
  planTicketsIntro: "Tickets are sold by the cinema, in the order of the plan. The buttons open a new window.",
  buyTicket: "Buy ticket",
  opensInNewWindow: "(opens in a new window)",
  planCalendarTitle: "Put the plan in your calendar",
  planCalendarText: "Your calendar link then shows only the screenings in the plan, not every screening of the films on your list.",
  planSave: "Put the plan in my calendar",
  planSaved: (count, when) =>
    `Your calendar now shows the plan: ${count === 1 ? "the one screening" : `the ${count} screenings`} you chose, not every screening of the films on your list. Added ${when}.`,
  planSavedOlder: "Your calendar shows an older plan than this one. Add this one to replace it.",
  planUnsave: "Remove the plan from the calendar",
  planUnsaved: "The plan is removed. Your calendar again shows every screening of the films on your list.",
  changeNewTime: "New time",
  changeNewPlace: "New place",
  changeCancelled: "Cancelled",
  changeAdded: "New screening",
  changeNow: (when: string) => `Now: ${when}`,
  changesPage: "See every change to the programme",
  planChanged: "The programme has changed since the plan was made. Make it again and we plan around the changes.",
  planReplan: "Make the plan again with the changes",
};
