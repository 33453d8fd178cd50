-- Fast lists at 10,000 businesses and 200,000 users: every sort of a list walks an
-- index, searches by name use trigram indexes, and the sorts that counted or looked up per row
-- (number of stores, number of employees, a user's business) read columns kept current by
-- triggers instead.

-- Trigram indexes for ILIKE '%term%' searches. In the public schema, so test schemas sharing a
-- PostgreSQL database share the one extension (migrate() serialises migrations with a lock).
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- Businesses: sort by name (the list's default), search by name; counts for two sorts.
ALTER TABLE businesses
  ADD COLUMN store_count integer NOT NULL DEFAULT 0,
  ADD COLUMN staff_count integer NOT NULL DEFAULT 0;
UPDATE businesses b SET
  store_count = (SELECT count(*) FROM stores s WHERE s.business_id = b.business_id),
  staff_count = (SELECT count(*) FROM staff f WHERE f.business_id = b.business_id);
DROP INDEX IF EXISTS businesses_name;
CREATE INDEX businesses_name_sort ON businesses ((lower(coalesce(name, ''))), business_id);
CREATE INDEX businesses_created_sort ON businesses (date_created, business_id);
CREATE INDEX businesses_stores_sort ON businesses (store_count, business_id);
CREATE INDEX businesses_staff_sort ON businesses (staff_count, business_id);
CREATE INDEX businesses_name_search ON businesses USING gin (coalesce(name, '') public.gin_trgm_ops);

CREATE FUNCTION refresh_business_counts(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE businesses b SET
    store_count = (SELECT count(*) FROM stores s WHERE s.business_id = b.business_id),
    staff_count = (SELECT count(*) FROM staff f WHERE f.business_id = b.business_id)
  WHERE b.business_id = ANY(ids);
$$;

CREATE FUNCTION business_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_business_counts(ARRAY(SELECT DISTINCT business_id FROM inserted));
  RETURN NULL;
END $$;

CREATE FUNCTION business_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_business_counts(ARRAY(SELECT DISTINCT business_id FROM deleted));
  RETURN NULL;
END $$;

CREATE TRIGGER stores_count_insert AFTER INSERT ON stores REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION business_counts_after_insert();
CREATE TRIGGER stores_count_delete AFTER DELETE ON stores REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION business_counts_after_delete();
CREATE TRIGGER staff_count_insert AFTER INSERT ON staff REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION business_counts_after_insert();
CREATE TRIGGER staff_count_delete AFTER DELETE ON staff REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION business_counts_after_delete();

-- Stores of a business: sort by name or by number of employees, search by name or city.
ALTER TABLE stores ADD COLUMN staff_count integer NOT NULL DEFAULT 0;
UPDATE stores s SET staff_count = (SELECT count(*) FROM store_staff ss WHERE ss.store_id = s.store_id);
CREATE INDEX stores_name_sort ON stores (business_id, (lower(coalesce(name, ''))), store_id);
CREATE INDEX stores_staff_sort ON stores (business_id, staff_count, store_id);
CREATE INDEX stores_search ON stores USING gin ((coalesce(name, '') || ' ' || coalesce(city_town, '')) public.gin_trgm_ops);

CREATE FUNCTION refresh_store_counts(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE stores s SET staff_count = (SELECT count(*) FROM store_staff ss WHERE ss.store_id = s.store_id)
  WHERE s.store_id = ANY(ids);
$$;

CREATE FUNCTION store_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_store_counts(ARRAY(SELECT DISTINCT store_id FROM inserted));
  RETURN NULL;
END $$;

CREATE FUNCTION store_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_store_counts(ARRAY(SELECT DISTINCT store_id FROM deleted));
  RETURN NULL;
END $$;

CREATE TRIGGER store_staff_count_insert AFTER INSERT ON store_staff REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION store_counts_after_insert();
CREATE TRIGGER store_staff_count_delete AFTER DELETE ON store_staff REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION store_counts_after_delete();

-- Users: sort by name, e-mail or business; search by name or e-mail. `business_sort` is the
-- lower-cased name of the business a user is most linked to (where they work, else where they
-- collect stamps; the first alphabetically), kept current when those links or names change.
ALTER TABLE users ADD COLUMN business_sort text;
DROP INDEX IF EXISTS users_name;
CREATE INDEX users_name_sort ON users ((lower(coalesce(first_name, '') || ' ' || coalesce(surname, ''))), user_id);
CREATE INDEX users_email_sort ON users ((lower(email)), user_id);
-- People without a business come last, whichever the direction (orderClause only turns the second part).
CREATE INDEX users_business_sort ON users ((business_sort IS NULL), business_sort, user_id);
CREATE INDEX users_business_sort_descending ON users ((business_sort IS NULL), business_sort DESC, user_id DESC);
CREATE INDEX users_name_search ON users
  USING gin ((lower(coalesce(first_name, '') || ' ' || coalesce(surname, ''))) public.gin_trgm_ops);
CREATE INDEX users_email_search ON users USING gin (email public.gin_trgm_ops);

CREATE FUNCTION refresh_user_business_sort(ids text[]) RETURNS void LANGUAGE sql AS $$
  WITH links AS (
    SELECT f.user_id, f.business_id FROM staff f WHERE f.user_id = ANY(ids)
    UNION ALL
    SELECT sc.user_id, st.business_id FROM store_customers sc JOIN stores st USING (store_id) WHERE sc.user_id = ANY(ids)
  ), sorts AS (
    SELECT l.user_id, lower(min(b.name)) AS sort FROM links l JOIN businesses b USING (business_id) GROUP BY l.user_id
  )
  UPDATE users u SET business_sort = s.sort
    FROM (SELECT id AS user_id FROM unnest(ids) AS id) chosen LEFT JOIN sorts s USING (user_id)
   WHERE u.user_id = chosen.user_id AND u.business_sort IS DISTINCT FROM s.sort;
$$;
SELECT refresh_user_business_sort(ARRAY(SELECT user_id FROM users));

CREATE FUNCTION user_sort_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_user_business_sort(ARRAY(SELECT DISTINCT user_id FROM inserted));
  RETURN NULL;
END $$;

CREATE FUNCTION user_sort_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_user_business_sort(ARRAY(SELECT DISTINCT user_id FROM deleted));
  RETURN NULL;
END $$;

CREATE FUNCTION user_sort_after_business_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_user_business_sort(ARRAY(
    WITH renamed AS (
      SELECT n.business_id FROM updated n JOIN previous o USING (business_id) WHERE n.name IS DISTINCT FROM o.name)
    SELECT f.user_id FROM staff f JOIN renamed USING (business_id)
    UNION SELECT sc.user_id FROM store_customers sc JOIN stores st USING (store_id) JOIN renamed USING (business_id)));
  RETURN NULL;
END $$;

CREATE TRIGGER staff_user_sort_insert AFTER INSERT ON staff REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION user_sort_after_insert();
CREATE TRIGGER staff_user_sort_delete AFTER DELETE ON staff REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION user_sort_after_delete();
CREATE TRIGGER customers_user_sort_insert AFTER INSERT ON store_customers REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION user_sort_after_insert();
CREATE TRIGGER customers_user_sort_delete AFTER DELETE ON store_customers REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION user_sort_after_delete();
CREATE TRIGGER businesses_user_sort_rename AFTER UPDATE ON businesses
  REFERENCING OLD TABLE AS previous NEW TABLE AS updated
  FOR EACH STATEMENT EXECUTE FUNCTION user_sort_after_business_rename();

-- Statistics for the new indexes and columns: this schema's tables only (a bare ANALYZE would lock
-- every schema's, and deadlock with another schema being migrated or seeded on the same server).
ANALYZE businesses, stores, users;
