CREATE TABLE "client_error_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"error" text NOT NULL,
	"params" jsonb NOT NULL,
	"page" text NOT NULL,
	"user_agent" text,
	"origin" text
);
--> statement-breakpoint
CREATE TABLE "search_analytics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"data_store" text NOT NULL,
	"query_id" text NOT NULL,
	"search_query" text NOT NULL,
	"user_pseudo_id" text NOT NULL,
	"event_type" text NOT NULL,
	"documents" jsonb NOT NULL,
	"selected_position" integer NOT NULL,
	"page" text NOT NULL,
	"language" text NOT NULL
);
