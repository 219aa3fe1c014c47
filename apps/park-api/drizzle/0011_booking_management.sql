CREATE TABLE "booking_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"line_index" integer NOT NULL,
	"kind" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"difference_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_id" uuid,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_changes_kind" CHECK ("booking_changes"."kind" in ('date-change', 'weather-guarantee'))
);
--> statement-breakpoint
CREATE TABLE "booking_lines" (
	"order_id" uuid NOT NULL,
	"line_index" integer NOT NULL,
	"id_line" text NOT NULL,
	"product_id" integer NOT NULL,
	"visit_date" date NOT NULL,
	"check_out_date" date,
	"adults" integer NOT NULL,
	"children" integer NOT NULL,
	"infants" integer NOT NULL,
	"weather_guarantee" text DEFAULT 'none' NOT NULL,
	"amount_minor" integer NOT NULL,
	CONSTRAINT "booking_lines_order_id_line_index_pk" PRIMARY KEY("order_id","line_index"),
	CONSTRAINT "booking_lines_weather_guarantee" CHECK ("booking_lines"."weather_guarantee" in ('none', 'bought', 'claimed'))
);
--> statement-breakpoint
CREATE TABLE "booking_requests" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "e_tickets" (
	"code" text PRIMARY KEY NOT NULL,
	"short_code" text NOT NULL,
	"order_id" uuid NOT NULL,
	"line_index" integer NOT NULL,
	"position" integer NOT NULL,
	"band" text NOT NULL,
	"visit_date" date NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"voided_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	CONSTRAINT "e_tickets_status" CHECK ("e_tickets"."status" in ('valid', 'void', 'used'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "booking_reference" text;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD CONSTRAINT "booking_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_tickets" ADD CONSTRAINT "e_tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_changes_order" ON "booking_changes" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_changes_one_claim" ON "booking_changes" USING btree ("order_id","line_index") WHERE "booking_changes"."kind" = 'weather-guarantee';--> statement-breakpoint
CREATE UNIQUE INDEX "booking_lines_id_line_uq" ON "booking_lines" USING btree ("order_id","id_line");--> statement-breakpoint
CREATE UNIQUE INDEX "e_tickets_short_code_uq" ON "e_tickets" USING btree ("short_code");--> statement-breakpoint
CREATE INDEX "e_tickets_order" ON "e_tickets" USING btree ("order_id","line_index");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_booking_reference_uq" ON "orders" USING btree ("booking_reference");--> statement-breakpoint
CREATE INDEX "orders_buyer_email" ON "orders" USING btree (lower("snapshot" -> 'visitors' -> 0 ->> 'Email'));