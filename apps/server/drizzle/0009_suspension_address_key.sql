ALTER TABLE "account_suspensions" ADD COLUMN "address_key" text;--> statement-breakpoint
CREATE INDEX "account_suspensions_address_idx" ON "account_suspensions" USING btree ("address_key");