CREATE TABLE "personalisation_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_id" text NOT NULL,
	"type" text NOT NULL,
	"page" text NOT NULL,
	"language" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "personalisation_events_client_idx" ON "personalisation_events" USING btree ("client_id","occurred_at");