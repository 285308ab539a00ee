/**
 * The strings of a film page's public rating and reviews (the `movie-public` island). Film pages
 * are Norwegian, and this island is plain DOM that every film page loads, so it
 * gets this small dictionary rather than the account islands' whole one (nb.ts reuses these).
 */
export const filmNb = {
  intlLocale: "nb-NO",
  ratingLabel: (rating: string) => `Terningkast ${rating} av 6`,
  ratingCount: (n: number) => (n === 1 ? "1 vurdering" : `${n} vurderinger`),
  notRated: "Ingen har gitt terningkast ennå.",
  reviewRating: (n: number) => `Terningkast ${n}`,
  noReviews: "Ingen anmeldelser ennå.",
  moreReviews: "Vis flere anmeldelser",
  allReviews: "Vis alle anmeldelser",
  likes: (n: number) => (n === 1 ? "1 liker" : `${n} liker`),
  loading: "Laster …",
  tryAgain: "Prøv igjen",
  networkError: "Ingen forbindelse. Sjekk nettet og prøv igjen.",
  badResponse: "Noe gikk galt hos oss. Prøv igjen om litt.",
};
