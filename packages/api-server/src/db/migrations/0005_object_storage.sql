-- Photos in object storage (issue 27): filled in by that change.
SELECT 1;
