-- What the server used to keep in one process's memory, kept here so that a restart loses nothing
-- and every process serving this database acts as one.

-- The identity provider's state: sessions, interactions, grants, authorization codes, refresh
-- tokens (each a JSON payload of the provider's own), with what it looks them up by. A row past its
-- expiry is never returned and is deleted by the server's purge.
CREATE TABLE identity_state (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  uid text,
  user_code text,
  expires_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX identity_state_grant ON identity_state (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX identity_state_uid ON identity_state (model, uid) WHERE uid IS NOT NULL;
CREATE INDEX identity_state_user_code ON identity_state (model, user_code) WHERE user_code IS NOT NULL;
CREATE INDEX identity_state_expiry ON identity_state (expires_at) WHERE expires_at IS NOT NULL;

-- The provider's keys: RS256 keys that sign its tokens and secrets that sign its cookies. 'current'
-- signs; 'next' is published and verifies but does not sign yet; 'retiring' only verifies, until
-- what it signed has expired. One current key of each use.
CREATE TABLE identity_keys (
  key_id text PRIMARY KEY,
  use text NOT NULL CHECK (use IN ('token', 'cookie')),
  state text NOT NULL CHECK (state IN ('next', 'current', 'retiring')),
  secret jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  state_since timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX identity_keys_one_current ON identity_keys (use) WHERE state = 'current';

-- The API's rate-limit windows, counted across processes: one row per user or address. Unlogged:
-- written on every request, and a minute's counts are not worth a crash-safe write.
CREATE UNLOGGED TABLE rate_limit_windows (
  key text PRIMARY KEY,
  opened_at bigint NOT NULL,
  count integer NOT NULL
);

-- Failed sign-ins, for the sign-in throttle, counted across processes: one row per account and per
-- address a failure counts against. Rows older than the throttle's window are deleted as it goes.
CREATE TABLE sign_in_failures (
  key text NOT NULL,
  failed_at bigint NOT NULL
);
CREATE INDEX sign_in_failures_key ON sign_in_failures (key, failed_at);
CREATE INDEX sign_in_failures_time ON sign_in_failures (failed_at);

-- What caches key on (data_version, grant_version) are sequences the server creates when it opens
-- a PostgreSQL database (database.ts), before any migration: every write grows one.
