CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" varchar(16) NOT NULL,
	"site_id" varchar(64) NOT NULL,
	"user_id" integer,
	"name" varchar(150) NOT NULL,
	"email" varchar(254) NOT NULL,
	"concerns" varchar(500),
	"category" varchar(32) NOT NULL,
	"description" text NOT NULL,
	"language" varchar(2) NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" varchar(16) NOT NULL,
	"site_id" varchar(64) NOT NULL,
	"user_id" integer,
	"name" varchar(150) NOT NULL,
	"email" varchar(254) NOT NULL,
	"topic" varchar(32) NOT NULL,
	"message" text NOT NULL,
	"language" varchar(2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_agent" varchar(512),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signups" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"form_path" varchar(512),
	"referrer" varchar(1024),
	"lander_profile_id" integer,
	"user_agent" varchar(512),
	"ip" varchar(64),
	"completed_at" timestamp with time zone,
	"activation_sent_at" timestamp with time zone,
	"activation_accepted_at" timestamp with time zone,
	"activation_error" text,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signups" ADD CONSTRAINT "signups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_reference_idx" ON "complaints" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "complaints_site_created_idx" ON "complaints" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_requests_reference_idx" ON "contact_requests" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "contact_requests_site_created_idx" ON "contact_requests" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");