ALTER TABLE "daily_capacity" DROP CONSTRAINT "daily_capacity_sold_within";--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "hold_extensions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_capacity" ADD COLUMN "held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "cart_lines_held_until" ON "cart_lines" USING btree ("held_until") WHERE "cart_lines"."held_until" is not null;--> statement-breakpoint
-- Lines already in carts took their seats in "sold": they become held, for one default hold period from now.
UPDATE "cart_lines" SET "held_until" = now() + interval '20 minutes';--> statement-breakpoint
UPDATE "carts" SET "hold_expires_at" = now() + interval '20 minutes' WHERE EXISTS (SELECT 1 FROM "cart_lines" WHERE "cart_lines"."cart_id" = "carts"."id");--> statement-breakpoint
WITH "per_day" AS (
	SELECT "product_id", "visit_date" AS "day", "adults" + "children" + "infants" AS "seats" FROM "cart_lines" WHERE "check_out_date" IS NULL
	UNION ALL
	SELECT "product_id", "night"::date AS "day", 1 AS "seats" FROM "cart_lines", generate_series("visit_date"::timestamp, "check_out_date"::timestamp - interval '1 day', interval '1 day') AS "night" WHERE "check_out_date" IS NOT NULL
), "totals" AS (
	SELECT "product_id", "day", sum("seats")::int AS "seats" FROM "per_day" GROUP BY "product_id", "day"
)
UPDATE "daily_capacity" SET "sold" = "daily_capacity"."sold" - least("daily_capacity"."sold", "totals"."seats"), "held" = least("daily_capacity"."sold", "totals"."seats") FROM "totals" WHERE "daily_capacity"."product_id" = "totals"."product_id" AND "daily_capacity"."visit_date" = "totals"."day";--> statement-breakpoint
ALTER TABLE "daily_capacity" ADD CONSTRAINT "daily_capacity_sold_within" CHECK ("daily_capacity"."sold" >= 0 AND "daily_capacity"."held" >= 0 AND "daily_capacity"."sold" + "daily_capacity"."held" <= "daily_capacity"."capacity");