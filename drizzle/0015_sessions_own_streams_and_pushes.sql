ALTER TABLE "live_connections" ADD COLUMN "session_id" varchar(64);--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "session_id" varchar(64);--> statement-breakpoint
ALTER TABLE "live_connections" ADD CONSTRAINT "live_connections_session_id_sessions_id_hash_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_sessions_id_hash_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_connections_session_idx" ON "live_connections" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_id");