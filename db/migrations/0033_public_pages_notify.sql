-- The funnels' public pages (services/landingPages/landingPageCache.ts) are kept by each API process
-- while it is told of every change to what they show: the funnel and its product (name, price,
-- open, active), its landing page and the published version, the offers' payment terms, and the
-- settings (the workshops' dates a page's schedule block shows). One NOTIFY per statement, delivered
-- at commit (lib/changeFeed.ts).
CREATE OR REPLACE FUNCTION notify_public_pages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_pages_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER funnels_public_pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON funnels
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages_changed();--> statement-breakpoint
CREATE TRIGGER products_public_pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages_changed();--> statement-breakpoint
CREATE TRIGGER landing_pages_public_pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON landing_pages
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages_changed();--> statement-breakpoint
CREATE TRIGGER landing_page_versions_public_pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON landing_page_versions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages_changed();--> statement-breakpoint
CREATE TRIGGER funnel_payment_terms_public_pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON funnel_payment_terms
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages_changed();--> statement-breakpoint
CREATE TRIGGER payment_terms_public_pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON payment_terms
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages_changed();--> statement-breakpoint
CREATE TRIGGER settings_public_pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages_changed();
