import * as v from "valibot";
import { Link } from "../Link";
import { Href } from "./block-schemas";
import { defineBlock } from "./define-block";

const Props = v.object({
  title: v.pipe(v.string(), v.nonEmpty()),
  text: v.optional(v.string(), ""),
  actionUrl: Href,
  buttonLabel: v.pipe(v.string(), v.nonEmpty()),
});

/**
 * `news-subscribe`: an invitation to the newsletter. Sign-up happens on the external newsletter
 * service, whose form fields we do not know, so this is an honest link to it rather than a form
 * that pretends to subscribe someone here.
 */
export const NewsSubscribe = defineBlock("news-subscribe", Props, (p, { ctx }) => (
  <section className="block b-news-subscribe">
    <div className="subscribe-box">
      <h2 className="block-title">{p.title}</h2>
      {p.text && <p>{p.text}</p>}
      <Link href={p.actionUrl} t={ctx.t} className="button button-light">
        {p.buttonLabel}
      </Link>
    </div>
  </section>
));
