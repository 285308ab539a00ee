/**
 * The festival's time zone: every screening is in Havvik, so dates and times are shown and
 * computed in Norway's zone whatever the browser's or the data centre's (workerd runs in UTC).
 * The one home of the fact: the worker's calendar and formatting and the browser's read it here.
 */
export const TIME_ZONE = "Europe/Oslo";
