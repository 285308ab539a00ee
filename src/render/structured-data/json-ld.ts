/** One schema.org node as JSON-LD. Properties left undefined are dropped by JSON.stringify. */
export type JsonLdNode = { "@type": string; "@id"?: string } & { [property: string]: unknown };

/** A reference to a node elsewhere in the page's `@graph`, so shared nodes are written once. */
export type JsonLdRef = { "@id": string };

/** A page's structured data: one `@graph` per page. */
export type JsonLdGraph = { "@context": "https://schema.org"; "@graph": JsonLdNode[] };

/** schema.org enumeration members are written as full URLs (Google's examples do the same). */
export const schemaOrg = (member: string) => `https://schema.org/${member}`;
