CREATE TABLE "postbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event" varchar(32) NOT NULL,
	"network" varchar(200) NOT NULL,
	"url" text NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"response_status" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "network" jsonb;--> statement-breakpoint
ALTER TABLE "postbacks" ADD CONSTRAINT "postbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "postbacks_user_event_idx" ON "postbacks" USING btree ("user_id","event");--> statement-breakpoint
CREATE INDEX "postbacks_due_idx" ON "postbacks" USING btree ("status","next_attempt_at");