CREATE TABLE "discount_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reason" varchar(32) NOT NULL,
	"percent" smallint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"product_id" integer NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"bonus_credits" integer DEFAULT 0 NOT NULL,
	"premium_days" integer DEFAULT 0 NOT NULL,
	"list_amount" integer NOT NULL,
	"discount_percent" smallint DEFAULT 0 NOT NULL,
	"discount_code" varchar(32),
	"discount_grant_id" integer,
	"amount" integer NOT NULL,
	"vat_amount" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"country" varchar(2) NOT NULL,
	"method" varchar(32) NOT NULL,
	"provider" varchar(16) NOT NULL,
	"provider_payment_id" varchar(64),
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"charged_back_amount" integer DEFAULT 0 NOT NULL,
	"language" varchar(2) NOT NULL,
	"paid_at" timestamp with time zone,
	"receipt_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amount_check" CHECK ("orders"."amount" > 0 and "orders"."amount" <= "orders"."list_amount")
);
--> statement-breakpoint
CREATE TABLE "test_payments" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"site_id" varchar(64) NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"description" varchar(255) NOT NULL,
	"method" varchar(32) NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"redirect_url" text NOT NULL,
	"webhook_url" text NOT NULL,
	"refunds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"chargebacks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "premium_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discount_grants" ADD CONSTRAINT "discount_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_grants_user_reason_idx" ON "discount_grants" USING btree ("user_id","reason");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_payment_idx" ON "orders" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;