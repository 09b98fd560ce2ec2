ALTER TABLE "train_reports" DROP CONSTRAINT "train_reports_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "train_reports" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "train_reports" ADD CONSTRAINT "train_reports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;