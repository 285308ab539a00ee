// React picks its build by NODE_ENV when it is first loaded. Deployed, wrangler's bundle defines it
// as "production"; inside the test runtime nothing does, and React would run its development
// build, with checks the site never runs: slower to load and to render, and not what visitors get.
process.env.NODE_ENV = "production";
