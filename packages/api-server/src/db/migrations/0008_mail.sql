-- Mail triggers and templates' data (issue 25): filled in by that change.
SELECT 1;
