/**
 * The login challenge's words (docs/decisions/041): the line above the check, and the ALTCHA
 * widget's own strings (`loginCheckWidget`, in the widget's keys), so it speaks Norwegian and
 * names nothing of another site. The code-challenge keys are there because the widget has them;
 * this site never asks for a code.
 */
export const loginCheckNb = {
  loginCheckIntro: "Mange prøver å logge inn akkurat nå. Nettleseren din løser en kort kontroll, så logger vi deg inn. Det tar noen sekunder.",
  loginCheckUnavailable: "Kontrollen kunne ikke lastes. Sjekk nettet og prøv igjen.",
  loginCheckWidget: {
    ariaLinkLabel: "Om kontrollen",
    cancel: "Avbryt",
    enterCode: "Skriv koden",
    enterCodeAria: "Skriv koden du hører. Trykk mellomrom for å spille av lyden.",
    enterCodeFromImage: "Skriv koden fra bildet under for å gå videre.",
    error: "Kontrollen mislyktes. Prøv igjen.",
    expired: "Kontrollen gikk ut på tid. Prøv igjen.",
    footer: "",
    getAudioChallenge: "Få koden som lyd",
    label: "Kontroll av nettleseren før innlogging",
    loading: "Laster …",
    reload: "Last på nytt",
    verify: "Kontroller",
    verificationRequired: "Kontrollen må være fullført før du logger inn.",
    verified: "Kontrollert",
    verifying: "Kontrollerer …",
    waitAlert: "Kontrollerer … vent litt.",
  },
};
