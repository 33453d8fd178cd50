-- A business's history filtered by entity type or by action, newest first: counted and paged from
-- the index alone (the History page's filters), not by reading every entry of the business.
CREATE INDEX history_business_entity_type ON history (business_id, entity_type, history_id DESC);
CREATE INDEX history_business_action ON history (business_id, action, history_id DESC);
