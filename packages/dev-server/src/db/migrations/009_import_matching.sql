-- Imports match a chunk's NFC tags on their serial numbers (tag_reference), all of them in one query:
-- looked up through this index rather than by reading every tag. A hash index, as a serial may be
-- longer (up to 10,000 characters) than a B-tree entry can hold.
CREATE INDEX nfc_tags_reference ON nfc_tags USING hash (tag_reference);
