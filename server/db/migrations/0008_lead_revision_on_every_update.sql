-- Every change to a lead takes a new revision, whichever code path makes it: live views ask for "changed since
-- revision N", and the search result cache is valid while a search's (max revision, count) is unchanged.
CREATE OR REPLACE FUNCTION business_results_next_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := nextval('business_results_revision_seq');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER business_results_revision BEFORE UPDATE ON business_results
  FOR EACH ROW EXECUTE FUNCTION business_results_next_revision();
