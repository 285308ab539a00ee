/**
 * Where the browser keeps the visitor's name and e-mail (a fixed profile key). A
 * module of plain constants, so the island loader every page downloads can import it without
 * pulling in the valibot schemas of account-api.ts.
 */
export const PROFILE_STORAGE_KEY = "kinoweb.profile";
