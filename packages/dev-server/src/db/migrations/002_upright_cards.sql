-- A card is upright, designed 500 wide and 810 high. Cards were once stored the wrong way
-- round (810 wide, 500 high): every card stored wider than high has its width and height swapped,
-- so an existing data folder is corrected when the server starts. The API keeps it so on every
-- write (routes/cards.ts, `uprightConfiguration`).
UPDATE cards
SET configuration = configuration || jsonb_build_object(
  'cardWidth', configuration -> 'cardHeight',
  'cardHeight', configuration -> 'cardWidth'
)
WHERE jsonb_typeof(configuration -> 'cardWidth') = 'number'
  AND jsonb_typeof(configuration -> 'cardHeight') = 'number'
  AND (configuration ->> 'cardWidth')::float8 > (configuration ->> 'cardHeight')::float8;
