-- The Stampcard back-office schema. Money and counts are integers; dates are timestamptz.

CREATE TABLE users (
  user_id          text PRIMARY KEY,
  email            text NOT NULL UNIQUE,
  password_hash    text,
  title            text CHECK (title IN ('Mr', 'Ms', 'Mrs')),
  first_name       text,
  surname          text,
  phone_number     text,
  date_of_birth    date,
  post_code        text,
  profile_image    jsonb,
  roles            text[] NOT NULL DEFAULT '{}',
  locked           boolean NOT NULL DEFAULT false,
  -- How the customer signs in to the mobile app and on which device (dashboard pies).
  sign_in_provider text NOT NULL DEFAULT 'stampcard' CHECK (sign_in_provider IN ('stampcard', 'apple', 'facebook', 'google')),
  device_os        text CHECK (device_os IN ('android', 'ios')),
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_roles ON users USING gin (roles);
CREATE INDEX users_name ON users (lower(coalesce(first_name, '') || ' ' || coalesce(surname, '')));

CREATE TABLE categories (
  category_id integer PRIMARY KEY,
  name        text NOT NULL UNIQUE,
  image_url   text
);

CREATE TABLE external_store_providers (
  external_store_provider_id integer PRIMARY KEY,
  name                       text NOT NULL UNIQUE
);

CREATE TABLE businesses (
  business_id     serial PRIMARY KEY,
  name            text,
  description     text,
  image_url       text,
  is_single_store boolean NOT NULL DEFAULT false,
  is_locked       boolean NOT NULL DEFAULT false,
  main_contact_staff_id integer,
  date_created    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX businesses_name ON businesses (lower(name));

CREATE TABLE stores (
  store_id        serial PRIMARY KEY,
  business_id     integer NOT NULL REFERENCES businesses ON DELETE CASCADE,
  name            text,
  description     text,
  logo_image_url  text,
  address1        text,
  address2        text,
  address3        text,
  city_town       text,
  county          text,
  country         text,
  post_code       text,
  latitude        double precision,
  longitude       double precision,
  enabled         boolean NOT NULL DEFAULT true,
  locked          boolean NOT NULL DEFAULT false,
  external_store  boolean NOT NULL DEFAULT false,
  external_store_id text,
  external_store_provider_id integer REFERENCES external_store_providers,
  manager_staff_id integer,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stores_business ON stores (business_id);
CREATE INDEX stores_city ON stores (city_town);

CREATE TABLE store_categories (
  store_id    integer NOT NULL REFERENCES stores ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES categories ON DELETE CASCADE,
  PRIMARY KEY (store_id, category_id)
);

CREATE TABLE staff (
  staff_id    serial PRIMARY KEY,
  business_id integer NOT NULL REFERENCES businesses ON DELETE CASCADE,
  user_id     text NOT NULL REFERENCES users ON DELETE CASCADE,
  image_url   text,
  UNIQUE (business_id, user_id)
);
CREATE INDEX staff_user ON staff (user_id);

ALTER TABLE businesses ADD FOREIGN KEY (main_contact_staff_id) REFERENCES staff ON DELETE SET NULL;
ALTER TABLE stores ADD FOREIGN KEY (manager_staff_id) REFERENCES staff ON DELETE SET NULL;

CREATE TABLE store_staff (
  store_id integer NOT NULL REFERENCES stores ON DELETE CASCADE,
  staff_id integer NOT NULL REFERENCES staff ON DELETE CASCADE,
  PRIMARY KEY (store_id, staff_id)
);

CREATE TABLE cards (
  loyalty_card_id serial PRIMARY KEY,
  store_id        integer REFERENCES stores ON DELETE CASCADE,
  business_id     integer REFERENCES businesses ON DELETE CASCADE,
  name            text,
  description     text,
  stamps          integer NOT NULL DEFAULT 9,
  active          boolean NOT NULL DEFAULT true,
  configuration   jsonb NOT NULL
);
CREATE INDEX cards_store ON cards (store_id);
CREATE INDEX cards_business ON cards (business_id);

CREATE TABLE nfc_tags (
  tag_id        serial PRIMARY KEY,
  store_id      integer NOT NULL REFERENCES stores ON DELETE CASCADE,
  name          text NOT NULL,
  tag_reference text,
  enabled       boolean NOT NULL DEFAULT true
);
CREATE INDEX nfc_tags_store ON nfc_tags (store_id);

-- A customer who joined a store's loyalty scheme (signed-up users per store).
CREATE TABLE store_customers (
  store_id  integer NOT NULL REFERENCES stores ON DELETE CASCADE,
  user_id   text NOT NULL REFERENCES users ON DELETE CASCADE,
  joined_at timestamptz NOT NULL,
  PRIMARY KEY (store_id, user_id)
);
CREATE INDEX store_customers_user ON store_customers (user_id);

CREATE TABLE stamp_events (
  stamp_event_id  bigserial PRIMARY KEY,
  store_id        integer NOT NULL REFERENCES stores ON DELETE CASCADE,
  loyalty_card_id integer REFERENCES cards ON DELETE SET NULL,
  user_id         text REFERENCES users ON DELETE SET NULL,
  occurred_at     timestamptz NOT NULL
);
CREATE INDEX stamp_events_store_time ON stamp_events (store_id, occurred_at);

CREATE TABLE reward_events (
  reward_event_id bigserial PRIMARY KEY,
  store_id        integer NOT NULL REFERENCES stores ON DELETE CASCADE,
  loyalty_card_id integer REFERENCES cards ON DELETE SET NULL,
  user_id         text REFERENCES users ON DELETE SET NULL,
  occurred_at     timestamptz NOT NULL,
  -- false: the reward was issued; true: a reward was redeemed.
  redeemed        boolean NOT NULL
);
CREATE INDEX reward_events_store_time ON reward_events (store_id, occurred_at);
