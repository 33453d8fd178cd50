-- The address lookup's table (GET /api/Addresses): the postal addresses of a few postcodes of the
-- demo towns, Liverpool and Bristol, so the address form's lookup works offline and in tests
-- without a third-party service. Reference data, not demo activity: the rows are written here,
-- with the table, so a database seeded before this migration has them too, and a reset keeps them.
-- A postcode is matched on its letters and digits, whatever its case and spacing (`post_code_key`).
CREATE TABLE postal_addresses (
  address_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  address1 text NOT NULL,
  address2 text,
  address3 text,
  city_town text NOT NULL,
  county text,
  country text NOT NULL,
  post_code text NOT NULL,
  post_code_key text GENERATED ALWAYS AS (upper(replace(post_code, ' ', ''))) STORED,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL
);
-- A postcode's addresses in the order they are delivered along the street: the order of the rows.
CREATE INDEX postal_addresses_post_code ON postal_addresses (post_code_key, address_id);

INSERT INTO postal_addresses (address1, address2, address3, city_town, county, country, post_code, latitude, longitude) VALUES
  -- Liverpool: Bold Street, one address a flat's
  ('10 Bold Street', NULL, NULL, 'Liverpool', 'Merseyside', 'United Kingdom', 'L1 4DS', 53.40291, -2.98101),
  ('12 Bold Street', NULL, NULL, 'Liverpool', 'Merseyside', 'United Kingdom', 'L1 4DS', 53.40284, -2.98068),
  ('Flat 1', '14 Bold Street', NULL, 'Liverpool', 'Merseyside', 'United Kingdom', 'L1 4DS', 53.40278, -2.98041),
  ('Flat 2', '14 Bold Street', NULL, 'Liverpool', 'Merseyside', 'United Kingdom', 'L1 4DS', 53.40278, -2.98041),
  ('16 Bold Street', NULL, NULL, 'Liverpool', 'Merseyside', 'United Kingdom', 'L1 4DS', 53.40271, -2.98012),
  -- Liverpool: Paradise Street
  ('5 Paradise Street', NULL, NULL, 'Liverpool', 'Merseyside', 'United Kingdom', 'L1 8JQ', 53.40372, -2.98735),
  ('7 Paradise Street', NULL, NULL, 'Liverpool', 'Merseyside', 'United Kingdom', 'L1 8JQ', 53.40355, -2.98721),
  ('9 Paradise Street', NULL, NULL, 'Liverpool', 'Merseyside', 'United Kingdom', 'L1 8JQ', 53.40339, -2.98708),
  -- Liverpool: the Albert Dock's colonnades, three lines each
  ('Unit 4', 'The Colonnades', 'Albert Dock', 'Liverpool', 'Merseyside', 'United Kingdom', 'L3 4AF', 53.40031, -2.99214),
  ('Unit 6', 'The Colonnades', 'Albert Dock', 'Liverpool', 'Merseyside', 'United Kingdom', 'L3 4AF', 53.40018, -2.99196),
  ('Unit 8', 'The Colonnades', 'Albert Dock', 'Liverpool', 'Merseyside', 'United Kingdom', 'L3 4AF', 53.40004, -2.99178),
  -- Liverpool: Lark Lane, Aigburth
  ('32 Lark Lane', 'Aigburth', NULL, 'Liverpool', 'Merseyside', 'United Kingdom', 'L17 8UU', 53.37762, -2.94031),
  ('34 Lark Lane', 'Aigburth', NULL, 'Liverpool', 'Merseyside', 'United Kingdom', 'L17 8UU', 53.37754, -2.94012),
  -- Liverpool: one address alone at its postcode
  ('40 Castle Street', NULL, NULL, 'Liverpool', 'Merseyside', 'United Kingdom', 'L2 4SW', 53.40652, -2.99182),
  -- Bristol: The Mall, Clifton
  ('2 The Mall', 'Clifton', NULL, 'Bristol', 'Bristol', 'United Kingdom', 'BS8 4DP', 51.45562, -2.62137),
  ('4 The Mall', 'Clifton', NULL, 'Bristol', 'Bristol', 'United Kingdom', 'BS8 4DP', 51.45555, -2.62118),
  ('6 The Mall', 'Clifton', NULL, 'Bristol', 'Bristol', 'United Kingdom', 'BS8 4DP', 51.45548, -2.62099),
  -- Bristol: Clifton's visitor centre by the bridge, alone at its postcode
  ('Clifton Suspension Bridge Visitor Centre', 'Bridge Road', 'Leigh Woods', 'Bristol', 'Bristol', 'United Kingdom', 'BS8 3PA', 51.45487, -2.62795),
  -- Bristol: Narrow Quay, on the harbour
  ('1 Narrow Quay', NULL, NULL, 'Bristol', 'Bristol', 'United Kingdom', 'BS1 4QA', 51.44947, -2.59735),
  ('Unit 2', 'Narrow Quay', NULL, 'Bristol', 'Bristol', 'United Kingdom', 'BS1 4QA', 51.44932, -2.59741),
  ('16 Narrow Quay', NULL, NULL, 'Bristol', 'Bristol', 'United Kingdom', 'BS1 4QA', 51.44901, -2.59752),
  -- Bristol: Park Street
  ('45 Park Street', NULL, NULL, 'Bristol', 'Bristol', 'United Kingdom', 'BS1 5NT', 51.45482, -2.60158),
  ('47 Park Street', NULL, NULL, 'Bristol', 'Bristol', 'United Kingdom', 'BS1 5NT', 51.45488, -2.60172),
  ('49 Park Street', NULL, NULL, 'Bristol', 'Bristol', 'United Kingdom', 'BS1 5NT', 51.45494, -2.60186);
