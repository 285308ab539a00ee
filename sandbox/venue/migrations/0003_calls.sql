-- Every API call the sandbox received, with the partner segment it came under (GET /__sandbox/calls):
-- tests count the site's venue calls per route and see which partner's venue they reached. Only the
-- newest 1000 are kept (src/calls.ts), so a long demo or a soak run does not fill the database.
CREATE TABLE calls (
  id INTEGER PRIMARY KEY,
  -- "118", "178", or NULL for a call without a partner segment (/api/LoginDx).
  partner TEXT,
  method TEXT NOT NULL,
  -- As faults are keyed (src/faults.ts callPath): "api/getticketsdx" without partner, lower case.
  path TEXT NOT NULL,
  at INTEGER NOT NULL
);
