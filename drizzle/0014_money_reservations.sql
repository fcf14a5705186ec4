ALTER TABLE "orders" ADD COLUMN "discount_hold" varchar(16);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deletion_started_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_discount_hold_idx" ON "orders" USING btree ("user_id","discount_hold") WHERE "orders"."discount_hold" is not null and "orders"."status" = 'pending';