-- Stored averages are rewritten by every gradebook save and by the year-end recompute (term II and the year of every
-- student and subject). Half-empty pages let those updates stay on their page (HOT updates: no new entries in the
-- table's three indexes), which made the large school's year-end write several times cheaper. Applies to pages
-- written from now on; existing pages gain room as their rows are updated and vacuumed.
ALTER TABLE "diem_vn_trung_binh" SET (fillfactor = 50);
