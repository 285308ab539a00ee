-- Sandbox venue schema. Applied by the worker itself on its first request per isolate
-- (src/db/migrate.ts), or by `wrangler d1 migrations apply VENUE_DB --local`; both record the file
-- name in d1_migrations, so neither applies it twice.

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  -- NOCASE: a venue treats Demo@… and demo@… as the same account.
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  user_name TEXT NOT NULL,
  -- "pbkdf2_sha256$<iterations>$<salt base64>$<hash base64>" (src/passwords.ts).
  password_hash TEXT NOT NULL,
  avatar_url TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);

-- Session cookies and marsTokens are stored as SHA-256 hashes: a copy of the table logs no one in.
-- Expiry times are epoch milliseconds.
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_by_user ON sessions(user_id);

CREATE TABLE mars_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
);
CREATE INDEX mars_tokens_by_user ON mars_tokens(user_id);

CREATE TABLE movies (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  poster TEXT,
  link TEXT
);

-- A movie can have several ediNumbers (versions, dubbing); each ediNumber names one movie.
CREATE TABLE movie_edis (
  edi TEXT PRIMARY KEY,
  movie_id INTEGER NOT NULL REFERENCES movies(id) ON DELETE CASCADE
);
CREATE INDEX movie_edis_by_movie ON movie_edis(movie_id);

CREATE TABLE tickets (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  movie_id INTEGER NOT NULL REFERENCES movies(id),
  qr_code TEXT NOT NULL UNIQUE,
  qr_url TEXT,
  -- ISO 8601 with the local offset (+02:00 summer, +01:00 winter), as the venue answers it.
  start_time TEXT NOT NULL,
  expiration_date TEXT NOT NULL,
  screen TEXT NOT NULL,
  seats_info TEXT NOT NULL,
  notes TEXT
);
CREATE INDEX tickets_by_user ON tickets(user_id);

CREATE TABLE ticket_seats (
  ticket_id INTEGER NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
  seat_row TEXT NOT NULL,
  seat TEXT NOT NULL,
  -- Order of the seats within the ticket, so "12, 13" never comes back as "13, 12".
  position INTEGER NOT NULL,
  PRIMARY KEY (ticket_id, seat_row, seat)
);

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  movie_id INTEGER NOT NULL REFERENCES movies(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- Dice ("terningkast") 1-6.
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 6),
  comment TEXT NOT NULL,
  added_at TEXT NOT NULL
);
CREATE INDEX reviews_by_movie ON reviews(movie_id);

CREATE TABLE review_likes (
  review_id INTEGER NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (review_id, user_id)
);

CREATE TABLE watchlist (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  movie_id INTEGER NOT NULL REFERENCES movies(id) ON DELETE CASCADE,
  added_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, movie_id)
);

-- E-mail the venue would have sent. Read back through GET /__sandbox/outbox.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  to_email TEXT NOT NULL COLLATE NOCASE,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);

-- Injected failures (POST /__sandbox/faults). In D1, not in memory, so every isolate sees them.
CREATE TABLE faults (
  path TEXT PRIMARY KEY,
  status INTEGER,
  delay_ms INTEGER NOT NULL DEFAULT 0,
  remaining INTEGER NOT NULL
);
