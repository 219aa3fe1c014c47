-- Issue 18 §2: the cart's complements 295, 306 and 305 become admissions to three sister parks (Selva,
-- Arrecife, Cenotes), each upgradeable to that park's tour (377, 378, 342). The seed inserts with ON CONFLICT
-- DO NOTHING, so databases seeded before keep the old rows unless they are moved here (same values as
-- apps/park-api/src/db/seed-data/catalog.data.ts).
UPDATE "products" SET "code" = 'XS-CMP-SELVA', "kind" = 'complement', "name_es" = 'Admisión Parque Selva', "name_en" = 'Selva Park Admission', "park_slugs" = ARRAY['selva']::text[], "adult_price_usd_cents" = 8999, "daily_capacity" = 500, "id_upgrade" = 377, "business_unit" = 'selva' WHERE "id" = 295;
--> statement-breakpoint
UPDATE "products" SET "code" = 'XS-UPG-SELVA-TOUR', "kind" = 'tour', "name_es" = 'Tour Parque Selva', "name_en" = 'Selva Park Tour', "park_slugs" = ARRAY['selva']::text[], "adult_price_usd_cents" = 12999, "daily_capacity" = 40, "business_unit" = 'selva' WHERE "id" = 377;
--> statement-breakpoint
UPDATE "products" SET "code" = 'XS-CMP-ARRECIFE', "kind" = 'complement', "name_es" = 'Admisión Parque Arrecife', "name_en" = 'Arrecife Park Admission', "park_slugs" = ARRAY['arrecife']::text[], "adult_price_usd_cents" = 9999, "daily_capacity" = 500, "id_upgrade" = 378, "business_unit" = 'arrecife' WHERE "id" = 306;
--> statement-breakpoint
UPDATE "products" SET "code" = 'XS-UPG-ARRECIFE-TOUR', "kind" = 'tour', "name_es" = 'Tour Parque Arrecife', "name_en" = 'Arrecife Park Tour', "park_slugs" = ARRAY['arrecife']::text[], "adult_price_usd_cents" = 13999, "daily_capacity" = 40, "business_unit" = 'arrecife' WHERE "id" = 378;
--> statement-breakpoint
UPDATE "products" SET "code" = 'XS-CMP-CENOTES', "kind" = 'complement', "name_es" = 'Admisión Parque Cenotes', "name_en" = 'Cenotes Park Admission', "park_slugs" = ARRAY['cenotes']::text[], "adult_price_usd_cents" = 7999, "daily_capacity" = 500, "id_upgrade" = 342, "business_unit" = 'cenotes' WHERE "id" = 305;
--> statement-breakpoint
UPDATE "products" SET "code" = 'XS-UPG-CENOTES-TOUR', "kind" = 'tour', "name_es" = 'Tour Parque Cenotes', "name_en" = 'Cenotes Park Tour', "park_slugs" = ARRAY['cenotes']::text[], "adult_price_usd_cents" = 11999, "daily_capacity" = 40, "business_unit" = 'cenotes' WHERE "id" = 342;
