/**
 * Reviews come 20 at a time from skip 0; a request may ask for up to 50. Apart
 * from account-api.ts so the film page's plain-DOM island can use them without valibot.
 */
export const REVIEWS_PAGE_SIZE = 20;
export const REVIEWS_MAX_TAKE = 50;
