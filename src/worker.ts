import { Hono } from "hono";
const app = new Hono<{ Bindings: Env }>();
app.get("/", (c) => c.text("hei"));
export default app;
