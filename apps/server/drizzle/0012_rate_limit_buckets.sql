-- Rate limits count in buckets, not fixed windows (docs/decisions/170-buckets-not-windows.md): one row per
-- limit and key, when its bucket is full again. The windows' rows of those limits are of no further use;
-- the sign-in throttle keeps its runs in rate_limit_windows.
CREATE TABLE "rate_limit_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"full_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DELETE FROM "rate_limit_windows" WHERE "key" NOT LIKE 'sign-in-account:%';
