CREATE TABLE "account_suspensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"starts_at" timestamp with time zone NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"lifted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "moderation_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"moderator_email" text,
	"action" text NOT NULL,
	"report_id" uuid,
	"target_user_id" text,
	"reason" text,
	"until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "moderators" (
	"user_id" text PRIMARY KEY NOT NULL,
	"granted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_votes" (
	"report_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"vote" text NOT NULL,
	"voted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_votes_report_id_user_id_pk" PRIMARY KEY("report_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "train_reports" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "train_reports" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "train_reports" ADD COLUMN "suspension_id" uuid;--> statement-breakpoint
ALTER TABLE "account_suspensions" ADD CONSTRAINT "account_suspensions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderators" ADD CONSTRAINT "moderators_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_votes" ADD CONSTRAINT "report_votes_report_id_train_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."train_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_votes" ADD CONSTRAINT "report_votes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_suspensions_user_idx" ON "account_suspensions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "moderation_audit_at_idx" ON "moderation_audit" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "train_reports" ADD CONSTRAINT "train_reports_suspension_id_account_suspensions_id_fk" FOREIGN KEY ("suspension_id") REFERENCES "public"."account_suspensions"("id") ON DELETE set null ON UPDATE no action;