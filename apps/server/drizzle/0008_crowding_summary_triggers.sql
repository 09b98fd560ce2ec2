-- Usual crowding's summary forgets an hour whenever one of its reports, or a vote on one, is written or
-- deleted: the next recomputation summarises that hour again from the reports
-- (docs/decisions/047-crowding-now-and-summary.md). The shared advisory lock makes a recomputation that
-- summarises hours wait for writes in flight, so none is missed.
CREATE FUNCTION crowding_forget_report_hours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(4726026);
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    DELETE FROM crowding_summarised_hours WHERE hour_start IN (
      SELECT date_bin('1 hour', created_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') FROM new_rows);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM crowding_summarised_hours WHERE hour_start IN (
      SELECT date_bin('1 hour', created_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') FROM old_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER train_reports_crowding_insert AFTER INSERT ON train_reports
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crowding_forget_report_hours();
--> statement-breakpoint
CREATE TRIGGER train_reports_crowding_update AFTER UPDATE ON train_reports
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crowding_forget_report_hours();
--> statement-breakpoint
CREATE TRIGGER train_reports_crowding_delete AFTER DELETE ON train_reports
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION crowding_forget_report_hours();
--> statement-breakpoint
CREATE FUNCTION crowding_forget_vote_hours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(4726026);
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    DELETE FROM crowding_summarised_hours WHERE hour_start IN (
      SELECT date_bin('1 hour', r.created_at, TIMESTAMPTZ '2000-01-01 00:00:00+00')
      FROM train_reports r WHERE r.id IN (SELECT report_id FROM new_rows));
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM crowding_summarised_hours WHERE hour_start IN (
      SELECT date_bin('1 hour', r.created_at, TIMESTAMPTZ '2000-01-01 00:00:00+00')
      FROM train_reports r WHERE r.id IN (SELECT report_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_votes_crowding_insert AFTER INSERT ON report_votes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crowding_forget_vote_hours();
--> statement-breakpoint
CREATE TRIGGER report_votes_crowding_update AFTER UPDATE ON report_votes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crowding_forget_vote_hours();
--> statement-breakpoint
CREATE TRIGGER report_votes_crowding_delete AFTER DELETE ON report_votes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION crowding_forget_vote_hours();
--> statement-breakpoint
CREATE FUNCTION crowding_forget_all_hours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(4726026);
  DELETE FROM crowding_summarised_hours;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER train_reports_crowding_truncate AFTER TRUNCATE ON train_reports
  FOR EACH STATEMENT EXECUTE FUNCTION crowding_forget_all_hours();
--> statement-breakpoint
CREATE TRIGGER report_votes_crowding_truncate AFTER TRUNCATE ON report_votes
  FOR EACH STATEMENT EXECUTE FUNCTION crowding_forget_all_hours();
