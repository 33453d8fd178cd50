-- The version the API keeps of each user, card and NFC tag: its ETag, so a write made on top of
-- an older version is refused (If-Match, 412) instead of silently undoing someone else's change.
-- A trigger grows it on every change of what the API shows, whoever writes (the API, the account
-- pages of the identity provider, a staff member's patch), and only then: a column kept for sorting
-- (users.business_sort) changing is no new version of the user.
ALTER TABLE users ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE cards ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE nfc_tags ADD COLUMN version integer NOT NULL DEFAULT 1;

CREATE FUNCTION users_next_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.title, NEW.first_name, NEW.surname, NEW.email, NEW.phone_number, NEW.date_of_birth, NEW.post_code,
      NEW.profile_image, NEW.password_hash IS NULL, NEW.roles, NEW.locked)
     IS DISTINCT FROM
     (OLD.title, OLD.first_name, OLD.surname, OLD.email, OLD.phone_number, OLD.date_of_birth, OLD.post_code,
      OLD.profile_image, OLD.password_hash IS NULL, OLD.roles, OLD.locked) THEN
    NEW.version := OLD.version + 1;
  ELSE
    NEW.version := OLD.version;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER users_version BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION users_next_version();

-- Every column of a card and a tag is part of what the API shows.
CREATE FUNCTION next_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version;
  IF NEW IS DISTINCT FROM OLD THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER cards_version BEFORE UPDATE ON cards FOR EACH ROW EXECUTE FUNCTION next_version();
CREATE TRIGGER nfc_tags_version BEFORE UPDATE ON nfc_tags FOR EACH ROW EXECUTE FUNCTION next_version();
