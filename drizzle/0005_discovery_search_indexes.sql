DROP INDEX "profiles_country_gender_dob_idx";--> statement-breakpoint
DROP INDEX "profiles_search_region_idx";--> statement-breakpoint
DROP INDEX "profiles_search_active_idx";--> statement-breakpoint
CREATE INDEX "profiles_country_gender_dob_idx" ON "profiles" USING btree ("country","date_of_birth","gender","last_active_at","id");--> statement-breakpoint
CREATE INDEX "profiles_search_region_idx" ON "profiles" USING btree ("country","countryregion","date_of_birth","gender","last_active_at","id");--> statement-breakpoint
CREATE INDEX "profiles_search_active_idx" ON "profiles" USING btree ("last_active_at","id","country","gender","date_of_birth");