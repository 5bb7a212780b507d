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
-- a session ended or touched, a user changed (the session's user row), a membership or a club changed (the
-- memberships /auth/me lists): the sessions and memberships known in memory are read again. Only when a row
-- changed: the scheduler's routine updates and purges usually change none.
CREATE FUNCTION "cache_sesiones"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('partidos.avisar_cambios', true) IS DISTINCT FROM 'on' THEN RETURN NULL; END IF;
  -- (each path names only the transition table its event has)
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('cache_sesiones', '');
  ELSIF TG_OP = 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM nuevos) THEN PERFORM pg_notify('cache_sesiones', ''); END IF;
  ELSIF EXISTS (SELECT 1 FROM viejos) THEN
    PERFORM pg_notify('cache_sesiones', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cache_sesiones_sessions_upd" AFTER UPDATE ON "sessions" REFERENCING OLD TABLE AS viejos FOR EACH STATEMENT EXECUTE FUNCTION cache_sesiones();
--> statement-breakpoint
CREATE TRIGGER "cache_sesiones_sessions_del" AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS viejos FOR EACH STATEMENT EXECUTE FUNCTION cache_sesiones();
--> statement-breakpoint
CREATE TRIGGER "cache_sesiones_sessions_trunc" AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION cache_sesiones();
--> statement-breakpoint
CREATE TRIGGER "cache_sesiones_users_upd" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS viejos FOR EACH STATEMENT EXECUTE FUNCTION cache_sesiones();
--> statement-breakpoint
CREATE TRIGGER "cache_sesiones_users_del" AFTER DELETE ON "users" REFERENCING OLD TABLE AS viejos FOR EACH STATEMENT EXECUTE FUNCTION cache_sesiones();
--> statement-breakpoint
CREATE TRIGGER "cache_sesiones_users_trunc" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION cache_sesiones();
--> statement-breakpoint
CREATE TRIGGER "cache_sesiones_miembros_ins" AFTER INSERT ON "club_members" REFERENCING NEW TABLE AS nuevos FOR EACH STATEMENT EXECUTE FUNCTION cache_sesiones();
--> statement-breakpoint
CREATE TRIGGER "cache_sesiones_miembros_upd" AFTER UPDATE ON "club_members" REFERENCING OLD TABLE AS viejos FOR EACH STATEMENT EXECUTE FUNCTION cache_sesiones();
--> statement-breakpoint
CREATE TRIGGER "cache_sesiones_miembros_del" AFTER DELETE ON "club_members" REFERENCING OLD TABLE AS viejos FOR EACH STATEMENT EXECUTE FUNCTION cache_sesiones();
--> statement-breakpoint
CREATE TRIGGER "cache_sesiones_clubs_upd" AFTER UPDATE ON "clubs" REFERENCING OLD TABLE AS viejos FOR EACH STATEMENT EXECUTE FUNCTION cache_sesiones();
--> statement-breakpoint
CREATE TRIGGER "cache_sesiones_clubs_del" AFTER DELETE ON "clubs" REFERENCING OLD TABLE AS viejos FOR EACH STATEMENT EXECUTE FUNCTION cache_sesiones();
