CREATE TABLE "hotel_rates" (
	"product_id" integer NOT NULL,
	"night" date NOT NULL,
	"rate_usd_cents" integer NOT NULL,
	CONSTRAINT "hotel_rates_product_id_night_pk" PRIMARY KEY("product_id","night"),
	CONSTRAINT "hotel_rates_rate_positive" CHECK ("hotel_rates"."rate_usd_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "check_out_date" date;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "hotel_rates" ADD CONSTRAINT "hotel_rates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;