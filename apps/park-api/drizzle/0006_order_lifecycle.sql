CREATE TABLE "bank_notifications" (
	"notification_id" text PRIMARY KEY NOT NULL,
	"order_id" uuid,
	"reference" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_seats" (
	"order_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"visit_date" date NOT NULL,
	"seats" integer NOT NULL,
	CONSTRAINT "order_seats_order_id_product_id_visit_date_pk" PRIMARY KEY("order_id","product_id","visit_date")
);
--> statement-breakpoint
CREATE TABLE "order_transitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "e_tickets" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "amount_minor" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "bank_notifications" ADD CONSTRAINT "bank_notifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_seats" ADD CONSTRAINT "order_seats_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transitions" ADD CONSTRAINT "order_transitions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_seats_date" ON "order_seats" USING btree ("visit_date","product_id");--> statement-breakpoint
CREATE INDEX "order_transitions_order" ON "order_transitions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_reference_uq" ON "orders" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "orders_pending_expiry" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status" CHECK ("orders"."status" in ('pending', 'paid', 'expired', 'cancelled'));