-- The history of changes: one row per write the API carried out, written in the write's own
-- transaction (a refused or failed write leaves none). Who (the actor's user id, name and role at
-- the time), when, the business and store it belongs to, the entity (its type, id and name at the
-- time), the action as `entity.operation` (`card.update`, `business.lock`), and the fields that
-- changed with their values before and after (`changes`: [{ field, before, after }]; never a
-- password or token; an image records its size, not its bytes). Extra facts of an action (a
-- card change's impact on its holders) go in `details`.
--
-- The table is append-only: the database itself refuses to change or remove a row, whoever asks.
-- No foreign keys: an entry outlives the business, store or user it names.
CREATE TABLE history (
  history_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  actor_user_id text,
  actor_name text NOT NULL,
  actor_role text NOT NULL,
  business_id integer,
  store_id integer,
  entity_type text NOT NULL,
  entity_id text NOT NULL,
  entity_name text,
  action text NOT NULL CHECK (action ~ '^[a-z]+(\.[a-z]+)+$'),
  changes jsonb NOT NULL DEFAULT '[]'::jsonb,
  details jsonb
);
-- Newest first, for everything (an administrator), for a business, and for one entity.
CREATE INDEX history_business ON history (business_id, history_id DESC);
CREATE INDEX history_entity ON history (entity_type, entity_id, history_id DESC);
CREATE INDEX history_actor ON history (actor_user_id, history_id DESC);

CREATE FUNCTION history_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'history is append-only: % is refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER history_no_update BEFORE UPDATE OR DELETE ON history FOR EACH ROW
  EXECUTE FUNCTION history_is_append_only();
CREATE TRIGGER history_no_truncate BEFORE TRUNCATE ON history FOR EACH STATEMENT
  EXECUTE FUNCTION history_is_append_only();
