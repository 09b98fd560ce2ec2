-- Each line's published accuracy per Manila day, kept across restarts
-- (docs/decisions/197-published-accuracy-kept-per-day.md).
CREATE TABLE "accuracy_days" (
	"line_id" text NOT NULL,
	"day_start" timestamp with time zone NOT NULL,
	"report_count" integer NOT NULL,
	"reports_digest" text NOT NULL,
	"final" boolean NOT NULL,
	"reports" integer NOT NULL,
	"scored" integer NOT NULL,
	"accurate" integer NOT NULL,
	"detectable" double precision NOT NULL,
	CONSTRAINT "accuracy_days_line_id_day_start_pk" PRIMARY KEY("line_id","day_start")
);
