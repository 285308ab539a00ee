import { PROFILE_STORAGE_KEY } from "../../shared/profile-key";

/**
 * The profile's storage key and change event, in a module of plain constants so the island
 * loader (every page downloads it) and the in-runtime tests can import them.
 */
export const PROFILE_KEY = PROFILE_STORAGE_KEY;

/** Fired on `window` when this tab stores or clears the profile (other tabs see a `storage` event). */
export const PROFILE_CHANGED_EVENT = "kinoweb:profile-changed";
