import type { Profile } from "../../shared/account-api";
import { createAccountClient } from "./account-client";
import { nb } from "../i18n/nb";
import { clearProfile, readProfile, writeProfile } from "./profile-store";
import { PROFILE_CHANGED_EVENT } from "./profile-key";

/**
 * The one account client and profile of this browser tab, shared by every island (the islands'
 * chunks import this module once). Storing or clearing the profile tells every island (and the
 * loader, which then wakes the header) through `PROFILE_CHANGED_EVENT`.
 */

const storage = () => window.localStorage;

export function storedProfile(): Profile | null {
  try {
    return readProfile(storage());
  } catch {
    return null; // `localStorage` itself may throw when storage is blocked
  }
}

export function saveProfile(profile: Profile): void {
  try {
    writeProfile(storage(), profile);
  } finally {
    window.dispatchEvent(new Event(PROFILE_CHANGED_EVENT));
  }
}

export function forgetProfile(): void {
  try {
    clearProfile(storage());
  } finally {
    window.dispatchEvent(new Event(PROFILE_CHANGED_EVENT));
  }
}

/** The proxy's messages are Norwegian; so are the few this client makes up (no network). */
export const account = createAccountClient({
  fetch: (url, init) => window.fetch(url, init),
  onSessionGone: () => {
    if (storedProfile()) forgetProfile();
  },
  messages: { networkError: nb.networkError, badResponse: nb.badResponse },
});
