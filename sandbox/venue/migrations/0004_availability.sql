-- The runtime events API's ticket state, where it differs from the demo programme (content/events/):
-- POST /__sandbox/availability sells a screening out or releases it, and GET …/basic_events answers
-- with it. A screening without a row is as the programme says.
CREATE TABLE availability (
  event_id TEXT PRIMARY KEY,
  sold_out INTEGER NOT NULL,
  changed_at INTEGER NOT NULL
);
