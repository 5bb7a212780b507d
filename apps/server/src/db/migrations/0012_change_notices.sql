-- Change notices for the embedded database (docs/decisions/0020). PGlite is one connection inside the server's
-- own process; there the server sets partidos.avisar_cambios = 'on' and LISTENs, so every committed change
-- reaches its read cache as the commit returns, and a cache hit needs no query at all. A PostgreSQL server never
-- sets it: NOTIFY serialises committing transactions, and the versions in cache_cambios do the job there.
CREATE OR REPLACE FUNCTION "cache_marcar"(clubes text[], publico boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE a text;
BEGIN
  INSERT INTO cache_cambios (ambito)
  SELECT DISTINCT c FROM unnest(clubes) AS c WHERE c IS NOT NULL
  UNION SELECT 'publico' WHERE publico;
  IF current_setting('partidos.avisar_cambios', true) = 'on' THEN
    FOR a IN SELECT DISTINCT c FROM unnest(clubes) AS c WHERE c IS NOT NULL UNION SELECT 'publico' WHERE publico LOOP
      PERFORM pg_notify('cache_cambios', a);
    END LOOP;
  END IF;
END $$;
--> statement-breakpoint
-- a session ended or touched, a user changed (the session's user row): the sessions known in memory are read again
CREATE FUNCTION "cache_sesiones"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('partidos.avisar_cambios', true) = 'on' THEN PERFORM pg_notify('cache_sesiones', ''); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cache_sesiones_sessions" AFTER UPDATE OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION cache_sesiones();
--> statement-breakpoint
CREATE TRIGGER "cache_sesiones_users" AFTER UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION cache_sesiones();
