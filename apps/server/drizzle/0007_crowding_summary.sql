CREATE TABLE "crowding_hours" (
	"hour_start" timestamp with time zone NOT NULL,
	"line_id" text NOT NULL,
	"station_id" text NOT NULL,
	"direction" text NOT NULL,
	"empty" integer NOT NULL,
	"moderate" integer NOT NULL,
	"crowded" integer NOT NULL,
	"packed" integer NOT NULL,
	CONSTRAINT "crowding_hours_hour_start_line_id_station_id_direction_pk" PRIMARY KEY("hour_start","line_id","station_id","direction")
);
--> statement-breakpoint
CREATE TABLE "crowding_summarised_hours" (
	"hour_start" timestamp with time zone PRIMARY KEY NOT NULL
);
