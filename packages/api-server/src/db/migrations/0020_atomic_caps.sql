-- Reserved for issue 34; replaced by the migration itself.
SELECT 1;
