DROP INDEX "profiles_country_gender_dob_idx";--> statement-breakpoint
DROP INDEX "profiles_search_region_idx";--> statement-breakpoint
DROP INDEX "profiles_search_active_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_quality" smallint GENERATED ALWAYS AS ((case when main_image_id is not null then 2 else 0 end) + (case when gender is not null and date_of_birth is not null and country is not null and (countryregion is not null or city is not null) and coalesce(btrim(texts->>'about_me'), '') <> '' then 1 else 0 end)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_country_gender_dob_idx" ON "profiles" USING btree ("country","date_of_birth","gender","search_quality","last_active_at","id") WHERE "profiles"."listed";--> statement-breakpoint
CREATE INDEX "profiles_search_region_idx" ON "profiles" USING btree ("country","countryregion","date_of_birth","gender","search_quality","last_active_at","id") WHERE "profiles"."listed";--> statement-breakpoint
CREATE INDEX "profiles_search_active_idx" ON "profiles" USING btree ("search_quality","last_active_at","id","country","gender","date_of_birth") WHERE "profiles"."listed";