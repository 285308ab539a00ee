import type { Context } from "hono";
import * as v from "valibot";
import { VenueError } from "./errors";

function parse<S extends v.GenericSchema>(text: string, schema: S): v.InferOutput<S> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new VenueError(400, "Forespørselen er ikke gyldig JSON.");
  }
  const result = v.safeParse(schema, raw);
  if (!result.success) {
    const problems = result.issues.map((i) => `${v.getDotPath(i) ?? "body"}: ${i.message}`).join("; ");
    throw new VenueError(400, `Ugyldig forespørsel: ${problems}`);
  }
  return result.output;
}

/**
 * The JSON body of `c`, parsed with `schema`. Not JSON, or not the expected shape, is a 400 with a
 * `{Message}` naming the fields at fault — never a 500 (every boundary is parsed with valibot:
 * docs/architecture.md "Bars every change keeps").
 *
 * @example const { Email } = await readJson(c, v.object({ Email: v.string() }));
 */
export async function readJson<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  return parse(await c.req.text(), schema);
}

/** Like readJson, but an empty body stands for `empty` (control calls where the body is optional). */
export async function readJsonOrEmpty<S extends v.GenericSchema>(c: Context, schema: S, empty: v.InferOutput<S>): Promise<v.InferOutput<S>> {
  const text = await c.req.text();
  return text.trim() === "" ? empty : parse(text, schema);
}
