ALTER TABLE "payments" ADD COLUMN "amount_minor" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "currency" text;