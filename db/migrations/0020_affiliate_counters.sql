ALTER TABLE "affiliates" ADD COLUMN "leads_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "earned_centavos" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "affiliates_leads_count_idx" ON "affiliates" USING btree ("leads_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "affiliates_earned_centavos_idx" ON "affiliates" USING btree ("earned_centavos" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Hand-edited: the counters are kept by statement-level triggers with transition tables (one
-- update per affiliate touched per statement, however many rows it wrote), in the writer's
-- transaction, whichever code wrote: a lead counts for its affiliate; a commission's amount counts
-- unless it is reversed (a negative line counts, negative).
CREATE FUNCTION keep_affiliate_counters() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'leads' THEN
    IF TG_OP = 'INSERT' THEN
      UPDATE affiliates a SET leads_count = a.leads_count + d.n
        FROM (SELECT affiliate_id, count(*)::int AS n FROM new_rows GROUP BY affiliate_id) d WHERE a.id = d.affiliate_id;
    ELSIF TG_OP = 'DELETE' THEN
      UPDATE affiliates a SET leads_count = a.leads_count - d.n
        FROM (SELECT affiliate_id, count(*)::int AS n FROM old_rows GROUP BY affiliate_id) d WHERE a.id = d.affiliate_id;
    ELSE
      UPDATE affiliates a SET leads_count = a.leads_count + d.n
        FROM (SELECT affiliate_id, sum(n)::int AS n FROM (SELECT affiliate_id, 1 AS n FROM new_rows UNION ALL SELECT affiliate_id, -1 FROM old_rows) x
              GROUP BY affiliate_id HAVING sum(n) <> 0) d WHERE a.id = d.affiliate_id;
    END IF;
  ELSE
    IF TG_OP = 'INSERT' THEN
      UPDATE affiliates a SET earned_centavos = a.earned_centavos + d.n
        FROM (SELECT affiliate_id, sum(amount_centavos) AS n FROM new_rows WHERE status <> 'reversed' GROUP BY affiliate_id) d WHERE a.id = d.affiliate_id;
    ELSIF TG_OP = 'DELETE' THEN
      UPDATE affiliates a SET earned_centavos = a.earned_centavos - d.n
        FROM (SELECT affiliate_id, sum(amount_centavos) AS n FROM old_rows WHERE status <> 'reversed' GROUP BY affiliate_id) d WHERE a.id = d.affiliate_id;
    ELSE
      UPDATE affiliates a SET earned_centavos = a.earned_centavos + d.n
        FROM (SELECT affiliate_id, sum(n) AS n FROM (
                SELECT affiliate_id, amount_centavos AS n FROM new_rows WHERE status <> 'reversed'
                UNION ALL SELECT affiliate_id, -amount_centavos FROM old_rows WHERE status <> 'reversed') x
              GROUP BY affiliate_id HAVING sum(n) <> 0) d WHERE a.id = d.affiliate_id;
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER leads_counted_insert AFTER INSERT ON leads REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_affiliate_counters();--> statement-breakpoint
CREATE TRIGGER leads_counted_update AFTER UPDATE ON leads REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_affiliate_counters();--> statement-breakpoint
CREATE TRIGGER leads_counted_delete AFTER DELETE ON leads REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_affiliate_counters();--> statement-breakpoint
CREATE TRIGGER commissions_counted_insert AFTER INSERT ON commissions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_affiliate_counters();--> statement-breakpoint
CREATE TRIGGER commissions_counted_update AFTER UPDATE ON commissions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_affiliate_counters();--> statement-breakpoint
CREATE TRIGGER commissions_counted_delete AFTER DELETE ON commissions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_affiliate_counters();--> statement-breakpoint
UPDATE affiliates a SET
  leads_count = (SELECT count(*) FROM leads l WHERE l.affiliate_id = a.id),
  earned_centavos = coalesce((SELECT sum(c.amount_centavos) FROM commissions c WHERE c.affiliate_id = a.id AND c.status <> 'reversed'), 0);
