CREATE TABLE "like_notices" (
	"user_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "like_notices" ADD CONSTRAINT "like_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "like_notices" ADD CONSTRAINT "like_notices_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "like_notices_pair_idx" ON "like_notices" USING btree ("user_id","profile_id");--> statement-breakpoint
CREATE INDEX "like_notices_profile_idx" ON "like_notices" USING btree ("profile_id");--> statement-breakpoint
-- Likes given within the last day have told their members already (decision 056): an unlike/like right after deploy tells nobody twice.
INSERT INTO "like_notices" ("user_id", "profile_id", "notified_at")
  SELECT "user_id", "profile_id", "created_at" FROM "likes" WHERE "created_at" > now() - interval '24 hours'
  ON CONFLICT DO NOTHING;
