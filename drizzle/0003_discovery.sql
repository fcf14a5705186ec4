CREATE TABLE "likes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"liker_profile_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"is_new" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_search_filters" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"gender" varchar(6),
	"min_age" smallint NOT NULL,
	"max_age" smallint NOT NULL,
	"country" varchar(2),
	"countryregion" varchar(10),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_liker_profile_id_profiles_id_fk" FOREIGN KEY ("liker_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_search_filters" ADD CONSTRAINT "member_search_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "likes_user_profile_idx" ON "likes" USING btree ("user_id","profile_id");--> statement-breakpoint
CREATE INDEX "likes_profile_idx" ON "likes" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE INDEX "profiles_search_region_idx" ON "profiles" USING btree ("country","countryregion","gender","date_of_birth");--> statement-breakpoint
CREATE INDEX "profiles_search_active_idx" ON "profiles" USING btree ("last_active_at" DESC NULLS LAST,"id" DESC NULLS LAST);
