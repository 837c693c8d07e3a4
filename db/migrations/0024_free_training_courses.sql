-- The free training's video series (docs/product.md, "Free training"): one course per track, found by its
-- import key (api/src/services/publicPages/training.ts), with three video lessons, the parts 1 to 3 of
-- /free-training-beginner and /free-training-experienced. In every database that migrates (production is
-- never seeded); staff replace the videos and words in /courses. Not tied to a product: members do not
-- see it among their courses. Running again adds nothing (the import keys are unique).
WITH course AS (
	INSERT INTO "courses" ("name", "short_description", "description", "is_published", "import_key", "position") VALUES
	('Free Training for Beginners', 'Start freelancing from home: the free 3-part series for beginners.',
	 'The public video series of /free-training-beginner. Its first three published video lessons are parts 1 to 3, in this order.',
	 true, 'free-training-beginner', 1000)
	ON CONFLICT ("import_key") DO NOTHING RETURNING "id"
), unit AS (
	INSERT INTO "units" ("course_id", "name", "position", "import_key")
	SELECT "id", 'The series', 0, 'free-training-beginner-series' FROM course
	ON CONFLICT ("import_key") DO NOTHING RETURNING "id"
)
INSERT INTO "lessons" ("unit_id", "name", "short_description", "type", "video_url", "position", "import_key")
SELECT unit."id", v."name", v."summary", 'Video', v."url", v."position", v."key" FROM unit, (VALUES
	('Freelancing 101: how Filipinos earn from home', 'What freelancing is, the work clients abroad pay Filipinos for, and what a first month really looks like.', 'https://www.youtube.com/watch?v=TribeFTB-01', 0, 'free-training-beginner-1'),
	('Your first skill: choosing a service clients pay for', 'Pick one service you can offer within weeks (virtual assistance, social media, customer support or writing) and the tools it needs.', 'https://www.youtube.com/watch?v=TribeFTB-02', 1, 'free-training-beginner-2'),
	('Landing your first client: profile, proposal and payment', 'A profile that gets replies, a proposal clients read to the end, and getting paid safely through GCash, PayPal or your bank.', 'https://www.youtube.com/watch?v=TribeFTB-03', 2, 'free-training-beginner-3')
) AS v("name", "summary", "url", "position", "key")
ON CONFLICT ("import_key") DO NOTHING;
--> statement-breakpoint
WITH course AS (
	INSERT INTO "courses" ("name", "short_description", "description", "is_published", "import_key", "position") VALUES
	('Free Training for Experienced Freelancers', 'Grow from side gig to steady income: the free 3-part series for experienced freelancers.',
	 'The public video series of /free-training-experienced. Its first three published video lessons are parts 1 to 3, in this order.',
	 true, 'free-training-experienced', 1001)
	ON CONFLICT ("import_key") DO NOTHING RETURNING "id"
), unit AS (
	INSERT INTO "units" ("course_id", "name", "position", "import_key")
	SELECT "id", 'The series', 0, 'free-training-experienced-series' FROM course
	ON CONFLICT ("import_key") DO NOTHING RETURNING "id"
)
INSERT INTO "lessons" ("unit_id", "name", "short_description", "type", "video_url", "position", "import_key")
SELECT unit."id", v."name", v."summary", 'Video', v."url", v."position", v."key" FROM unit, (VALUES
	('Pricing your work: from hourly rates to packages', 'Why the lowest bid loses, how to price by the result, and raising your rates with the clients you already have.', 'https://www.youtube.com/watch?v=TribeFTE-01', 0, 'free-training-experienced-1'),
	('Better clients beyond the job boards', 'Referrals, LinkedIn and direct outreach: finding clients who stay for years instead of weeks.', 'https://www.youtube.com/watch?v=TribeFTE-02', 1, 'free-training-experienced-2'),
	('Systems that let you grow: contracts, tools and a team', 'Simple contracts, the tools that save you hours every week, and when to bring in your first helper.', 'https://www.youtube.com/watch?v=TribeFTE-03', 2, 'free-training-experienced-3')
) AS v("name", "summary", "url", "position", "key")
ON CONFLICT ("import_key") DO NOTHING;
