-- The customers who hold a card, and where each stands on it: `stamps`, the stamps collected towards
-- the card's next completion (0 up to the card's number of stamps less one), and
-- `rewards_unredeemed`, the rewards the card has given them that they have not redeemed yet.
--
-- Progress is a count of stamps: a change to the card never takes stamps away nor adds any. A
-- holder at or past the card's last stamp after a change completes the card when the change is
-- saved (their count starts again at 0, with the card's reward at its last stamp if it has one);
-- an inactive card completes nobody until it is made active again. Unredeemed rewards stay valid
-- whatever the card becomes. Deleting the card ends every holder's progress, unredeemed rewards included
-- (ON DELETE CASCADE); so does removing the customer's account.
CREATE TABLE card_holders (
  loyalty_card_id integer NOT NULL REFERENCES cards ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users ON DELETE CASCADE,
  stamps integer NOT NULL CHECK (stamps >= 0),
  rewards_unredeemed integer NOT NULL DEFAULT 0 CHECK (rewards_unredeemed >= 0),
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (loyalty_card_id, user_id)
);
-- The impact of a change to a card is one count of its holders by their stamps (and a sum of their
-- unredeemed rewards): read from this index alone, not from the table's rows.
CREATE INDEX card_holders_card_stamps ON card_holders (loyalty_card_id, stamps) INCLUDE (rewards_unredeemed);
-- A customer's cards, and their holdings gone with their account.
CREATE INDEX card_holders_user ON card_holders (user_id);
