/**
 * Which page a request is for, once the router has decided: a static page by path, or a
 * parameterised page by its slug.
 */
export type PageRef =
  | { kind: "page"; path: string }
  | { kind: "production"; slug: string }
  | { kind: "culture"; slug: string }
  | { kind: "article"; slug: string };
