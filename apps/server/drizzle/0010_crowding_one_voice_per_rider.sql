-- Usual crowding counts one report per rider and hour (docs/decisions/130-crowding-counts-riders.md): every
-- hour summarised under the old rule counted each report, so all are forgotten and the next recomputation
-- summarises the window again, a day per statement (docs/decisions/047-crowding-now-and-summary.md).
DELETE FROM crowding_summarised_hours;
