import type { loginCheckNb } from "./login-check-nb";

/** The login challenge's words in English (login-check-nb.ts says what they are). */
export const loginCheckEn: typeof loginCheckNb = {
  loginCheckIntro: "Many people are trying to log in right now. Your browser solves a short check, then we log you in. It takes a few seconds.",
  loginCheckUnavailable: "The check could not be loaded. Check your connection and try again.",
  loginCheckWidget: {
    ariaLinkLabel: "About the check",
    cancel: "Cancel",
    enterCode: "Enter the code",
    enterCodeAria: "Enter the code you hear. Press Space to play the audio.",
    enterCodeFromImage: "Enter the code from the image below to continue.",
    error: "The check failed. Please try again.",
    expired: "The check timed out. Please try again.",
    footer: "",
    getAudioChallenge: "Get the code as audio",
    label: "Browser check before logging in",
    loading: "Loading …",
    reload: "Reload",
    verify: "Check",
    verificationRequired: "The check must be complete before you log in.",
    verified: "Checked",
    verifying: "Checking …",
    waitAlert: "Checking … please wait.",
  },
};
