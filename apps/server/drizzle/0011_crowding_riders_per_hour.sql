-- Usual crowding needs reports of 3 different riders in an hour (docs/decisions/134-usual-crowding-needs-three-riders.md):
-- each summarised hour keeps who reported in it. Hours summarised before have none, so all are forgotten
-- and the next recomputation summarises the window again, a day per statement.
ALTER TABLE "crowding_hours" ADD COLUMN "riders" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
DELETE FROM crowding_summarised_hours;
