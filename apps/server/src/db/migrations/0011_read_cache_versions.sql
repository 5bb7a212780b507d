CREATE TABLE "cache_cambios" (
	"ambito" varchar(24) NOT NULL,
	"n" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cache_cambios_ambito_idx" ON "cache_cambios" USING btree ("ambito","n");--> statement-breakpoint
-- Read cache versions (docs/decisions/0019). One row per changing statement and ambito; statement-level
-- triggers with transition tables, so a bulk change adds a handful of rows, never one per changed row.
-- Writers only insert (no row is updated, so no lock is shared between writers); readers sum.
CREATE FUNCTION "cache_marcar"(clubes text[], publico boolean) RETURNS void LANGUAGE sql AS $$
  INSERT INTO cache_cambios (ambito)
  SELECT DISTINCT c FROM unnest(clubes) AS c WHERE c IS NOT NULL
  UNION SELECT 'publico' WHERE publico
$$;
--> statement-breakpoint
-- a match: its club, and 'publico' when it is or was public
CREATE FUNCTION "cache_partidos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cache_marcar(array(SELECT club_id FROM nuevos), EXISTS (SELECT 1 FROM nuevos WHERE es_publico));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM cache_marcar(array(SELECT club_id FROM viejos), EXISTS (SELECT 1 FROM viejos WHERE es_publico));
  ELSE
    PERFORM cache_marcar(array(SELECT club_id FROM nuevos UNION SELECT club_id FROM viejos),
      EXISTS (SELECT 1 FROM nuevos WHERE es_publico) OR EXISTS (SELECT 1 FROM viejos WHERE es_publico));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- rows of a match: its club; with the argument 'publico' (attendees, waiting list: list cards show them) also
-- 'publico' for a public match. Guests only show on the detail (the card's count lives in partidos.ocupados).
CREATE FUNCTION "cache_por_partido"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids char(24)[];
BEGIN
  IF TG_OP = 'INSERT' THEN ids := array(SELECT partido_id FROM nuevos);
  ELSIF TG_OP = 'DELETE' THEN ids := array(SELECT partido_id FROM viejos);
  ELSE ids := array(SELECT partido_id FROM nuevos UNION SELECT partido_id FROM viejos);
  END IF;
  PERFORM cache_marcar(
    array(SELECT p.club_id FROM partidos p WHERE p.id = ANY (ids)),
    TG_NARGS > 0 AND TG_ARGV[0] = 'publico' AND EXISTS (SELECT 1 FROM partidos p WHERE p.id = ANY (ids) AND p.es_publico));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- rows that carry their club: player payments (the detail shows each attendee's payment), payment accounts
CREATE FUNCTION "cache_por_club"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN PERFORM cache_marcar(array(SELECT club_id FROM nuevos), false);
  ELSIF TG_OP = 'DELETE' THEN PERFORM cache_marcar(array(SELECT club_id FROM viejos), false);
  ELSE PERFORM cache_marcar(array(SELECT club_id FROM nuevos UNION SELECT club_id FROM viejos), false);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- a membership: the viewer's role in the club shows in its matches, and in its public matches on other lists
CREATE FUNCTION "cache_miembros"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE clubes text[];
BEGIN
  IF TG_OP = 'INSERT' THEN clubes := array(SELECT club_id FROM nuevos);
  ELSIF TG_OP = 'DELETE' THEN clubes := array(SELECT club_id FROM viejos);
  ELSE clubes := array(SELECT club_id FROM nuevos UNION SELECT club_id FROM viejos);
  END IF;
  PERFORM cache_marcar(clubes, cardinality(clubes) > 0);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- a club's name and settings: the club, and 'publico' (its public matches show on other clubs' lists)
CREATE FUNCTION "cache_clubs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cache_marcar(array(SELECT id FROM viejos), EXISTS (SELECT 1 FROM viejos));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- a venue: every club with a match there, and 'publico'
CREATE FUNCTION "cache_lugares"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cache_marcar(
    array(SELECT DISTINCT p.club_id FROM partidos p WHERE p.lugar_id IN (SELECT id FROM viejos)),
    EXISTS (SELECT 1 FROM viejos));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- a player's name, nickname, photo, position or level (cards, rosters, MVP): the clubs they belong to, the
-- clubs of the matches they are in, created or were MVP of, and 'publico'. Other columns (counters, login
-- times) change nothing a list shows and add no row.
CREATE FUNCTION "cache_usuarios"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids char(24)[];
BEGIN
  ids := array(
    SELECT n.id FROM nuevos n JOIN viejos o ON o.id = n.id
    WHERE (n.nombre, n.apellido, n.apodo, n.photo_url, n.posicion_principal, n.nivel_habilidad)
      IS DISTINCT FROM (o.nombre, o.apellido, o.apodo, o.photo_url, o.posicion_principal, o.nivel_habilidad));
  IF cardinality(ids) = 0 THEN RETURN NULL; END IF;
  PERFORM cache_marcar(array(
    SELECT m.club_id FROM club_members m WHERE m.usuario_id = ANY (ids)
    UNION SELECT p.club_id FROM partido_asistentes a JOIN partidos p ON p.id = a.partido_id WHERE a.usuario_id = ANY (ids)
    UNION SELECT p.club_id FROM partido_lista_espera e JOIN partidos p ON p.id = e.partido_id WHERE e.usuario_id = ANY (ids)
    UNION SELECT p.club_id FROM partidos p WHERE p.creador_id = ANY (ids) OR p.mvp_id = ANY (ids)), true);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cache_partidos_ins" AFTER INSERT ON "partidos" REFERENCING NEW TABLE AS nuevos FOR EACH STATEMENT EXECUTE FUNCTION cache_partidos();
--> statement-breakpoint
CREATE TRIGGER "cache_partidos_upd" AFTER UPDATE ON "partidos" REFERENCING OLD TABLE AS viejos NEW TABLE AS nuevos FOR EACH STATEMENT EXECUTE FUNCTION cache_partidos();
--> statement-breakpoint
CREATE TRIGGER "cache_partidos_del" AFTER DELETE ON "partidos" REFERENCING OLD TABLE AS viejos FOR EACH STATEMENT EXECUTE FUNCTION cache_partidos();
--> statement-breakpoint
CREATE TRIGGER "cache_asistentes_ins" AFTER INSERT ON "partido_asistentes" REFERENCING NEW TABLE AS nuevos FOR EACH STATEMENT EXECUTE FUNCTION cache_por_partido('publico');
--> statement-breakpoint
CREATE TRIGGER "cache_asistentes_upd" AFTER UPDATE ON "partido_asistentes" REFERENCING OLD TABLE AS viejos NEW TABLE AS nuevos FOR EACH STATEMENT EXECUTE FUNCTION cache_por_partido('publico');
--> statement-breakpoint
CREATE TRIGGER "cache_asistentes_del" AFTER DELETE ON "partido_asistentes" REFERENCING OLD TABLE AS viejos FOR EACH STATEMENT EXECUTE FUNCTION cache_por_partido('publico');
--> statement-breakpoint
CREATE TRIGGER "cache_espera_ins" AFTER INSERT ON "partido_lista_espera" REFERENCING NEW TABLE AS nuevos FOR EACH STATEMENT EXECUTE FUNCTION cache_por_partido('publico');
--> statement-breakpoint
CREATE TRIGGER "cache_espera_upd" AFTER UPDATE ON "partido_lista_espera" REFERENCING OLD TABLE AS viejos NEW TABLE AS nuevos FOR EACH STATEMENT EXECUTE FUNCTION cache_por_partido('publico');
--> statement-breakpoint
CREATE TRIGGER "cache_espera_del" AFTER DELETE ON "partido_lista_espera" REFERENCING OLD TABLE AS viejos FOR EACH STATEMENT EXECUTE FUNCTION cache_por_partido('publico');
--> statement-breakpoint
CREATE TRIGGER "cache_bots_ins" AFTER INSERT ON "partido_bots" REFERENCING NEW TABLE AS nuevos FOR EACH STATEMENT EXECUTE FUNCTION cache_por_partido();
--> statement-breakpoint
CREATE TRIGGER "cache_bots_upd" AFTER UPDATE ON "partido_bots" REFERENCING OLD TABLE AS viejos NEW TABLE AS nuevos FOR EACH STATEMENT EXECUTE FUNCTION cache_por_partido();
--> statement-breakpoint
CREATE TRIGGER "cache_bots_del" AFTER DELETE ON "partido_bots" REFERENCING OLD TABLE AS viejos FOR EACH STATEMENT EXECUTE FUNCTION cache_por_partido();
--> statement-breakpoint
CREATE TRIGGER "cache_pagos_ins" AFTER INSERT ON "pagos_jugadores" REFERENCING NEW TABLE AS nuevos FOR EACH STATEMENT EXECUTE FUNCTION cache_por_club();
--> statement-breakpoint
CREATE TRIGGER "cache_pagos_upd" AFTER UPDATE ON "pagos_jugadores" REFERENCING OLD TABLE AS viejos NEW TABLE AS nuevos FOR EACH STATEMENT EXECUTE FUNCTION cache_por_club();
--> statement-breakpoint
CREATE TRIGGER "cache_pagos_del" AFTER DELETE ON "pagos_jugadores" REFERENCING OLD TABLE AS viejos FOR EACH STATEMENT EXECUTE FUNCTION cache_por_club();
--> statement-breakpoint
CREATE TRIGGER "cache_cuentas_upd" AFTER UPDATE ON "club_payment_accounts" REFERENCING OLD TABLE AS viejos NEW TABLE AS nuevos FOR EACH STATEMENT EXECUTE FUNCTION cache_por_club();
--> statement-breakpoint
CREATE TRIGGER "cache_cuentas_del" AFTER DELETE ON "club_payment_accounts" REFERENCING OLD TABLE AS viejos FOR EACH STATEMENT EXECUTE FUNCTION cache_por_club();
--> statement-breakpoint
CREATE TRIGGER "cache_miembros_ins" AFTER INSERT ON "club_members" REFERENCING NEW TABLE AS nuevos FOR EACH STATEMENT EXECUTE FUNCTION cache_miembros();
--> statement-breakpoint
CREATE TRIGGER "cache_miembros_upd" AFTER UPDATE ON "club_members" REFERENCING OLD TABLE AS viejos NEW TABLE AS nuevos FOR EACH STATEMENT EXECUTE FUNCTION cache_miembros();
--> statement-breakpoint
CREATE TRIGGER "cache_miembros_del" AFTER DELETE ON "club_members" REFERENCING OLD TABLE AS viejos FOR EACH STATEMENT EXECUTE FUNCTION cache_miembros();
--> statement-breakpoint
CREATE TRIGGER "cache_clubs_upd" AFTER UPDATE ON "clubs" REFERENCING OLD TABLE AS viejos NEW TABLE AS nuevos FOR EACH STATEMENT EXECUTE FUNCTION cache_clubs();
--> statement-breakpoint
CREATE TRIGGER "cache_clubs_del" AFTER DELETE ON "clubs" REFERENCING OLD TABLE AS viejos FOR EACH STATEMENT EXECUTE FUNCTION cache_clubs();
--> statement-breakpoint
CREATE TRIGGER "cache_lugares_upd" AFTER UPDATE ON "lugares" REFERENCING OLD TABLE AS viejos NEW TABLE AS nuevos FOR EACH STATEMENT EXECUTE FUNCTION cache_lugares();
--> statement-breakpoint
CREATE TRIGGER "cache_lugares_del" AFTER DELETE ON "lugares" REFERENCING OLD TABLE AS viejos FOR EACH STATEMENT EXECUTE FUNCTION cache_lugares();
--> statement-breakpoint
CREATE TRIGGER "cache_usuarios_upd" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS viejos NEW TABLE AS nuevos FOR EACH STATEMENT EXECUTE FUNCTION cache_usuarios();
