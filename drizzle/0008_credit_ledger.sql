CREATE TABLE "credit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"reference" varchar(128) NOT NULL,
	"idempotency_key" varchar(128),
	"shortfall" integer DEFAULT 0 NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_entries_amount_check" CHECK ("credit_entries"."amount" <> 0 or "credit_entries"."shortfall" > 0),
	CONSTRAINT "credit_entries_shortfall_check" CHECK ("credit_entries"."shortfall" >= 0)
);
--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_entries_user_amount_idx" ON "credit_entries" USING btree ("user_id","amount");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_idempotency_idx" ON "credit_entries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "credit_entries_order_idx" ON "credit_entries" USING btree ("order_id");--> statement-breakpoint
-- Existing balances become opening entries (issue 11 item 5) before the column goes. Only positive ones: the code
-- never took credits from the column, so a negative value cannot exist, and a ledger balance may not be below zero.
INSERT INTO "credit_entries" ("user_id", "amount", "kind", "reference", "idempotency_key")
  SELECT "id", "credits", 'opening', 'users.credits', 'opening:' || "id" FROM "users" WHERE "credits" > 0;--> statement-breakpoint
-- Append-only: an entry is never changed or removed; a correction is a new entry (decision 030).
CREATE OR REPLACE FUNCTION credit_entries_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'credit_entries is append-only: book a new entry instead of changing one';
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER credit_entries_append_only BEFORE UPDATE OR DELETE ON "credit_entries"
  FOR EACH ROW EXECUTE FUNCTION credit_entries_append_only();--> statement-breakpoint
-- A last line of defence behind the member-row lock of ledger.server.ts: a transaction that would leave a member
-- with a negative balance cannot commit.
CREATE OR REPLACE FUNCTION credit_entries_balance_not_negative() RETURNS trigger AS $$
BEGIN
  IF (SELECT coalesce(sum("amount"), 0) FROM "credit_entries" WHERE "user_id" = NEW."user_id") < 0 THEN
    RAISE EXCEPTION 'the credit balance of user % would go below zero', NEW."user_id" USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER credit_entries_balance_not_negative AFTER INSERT ON "credit_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION credit_entries_balance_not_negative();--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "credits";