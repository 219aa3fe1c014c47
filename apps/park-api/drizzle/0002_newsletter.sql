CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"lastname" text NOT NULL,
	"country" text NOT NULL,
	"language" text NOT NULL,
	"client_id" text NOT NULL,
	"list_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" text,
	"confirm_redirect" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"ip" text,
	CONSTRAINT "newsletter_subscriptions_status" CHECK ("newsletter_subscriptions"."status" in ('pending', 'confirmed'))
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_hits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_list" ON "newsletter_subscriptions" USING btree ("email","list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_token" ON "newsletter_subscriptions" USING btree ("confirm_token_hash");