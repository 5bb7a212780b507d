CREATE TABLE "archivos" (
	"ruta" varchar(200) PRIMARY KEY NOT NULL,
	"tipo_medio" varchar(80) NOT NULL,
	"tamano" integer NOT NULL,
	"sha256" char(64) NOT NULL,
	"datos" "bytea" NOT NULL,
	"propietario_id" char(24),
	"creado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tareas_turnos" (
	"tarea" varchar(64) NOT NULL,
	"turno" timestamp with time zone NOT NULL,
	"proceso" varchar(80) NOT NULL,
	"reclamado" timestamp with time zone DEFAULT now() NOT NULL,
	"terminado" timestamp with time zone,
	CONSTRAINT "tareas_turnos_tarea_turno_pk" PRIMARY KEY("tarea","turno")
);
--> statement-breakpoint
ALTER TABLE "archivos" ADD CONSTRAINT "archivos_propietario_id_users_id_fk" FOREIGN KEY ("propietario_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "archivos_propietario_idx" ON "archivos" USING btree ("propietario_id");--> statement-breakpoint
CREATE INDEX "archivos_creado_idx" ON "archivos" USING btree ("creado");--> statement-breakpoint
CREATE INDEX "tareas_turnos_turno_idx" ON "tareas_turnos" USING btree ("turno");--> statement-breakpoint
-- A file goes with the reference to it (docs/decisions/0024): when a row that names a file is deleted (also by a
-- cascade, such as a club's payments going with the club) or its reference is replaced or cleared, the file's row
-- is deleted in the same transaction. TG_ARGV: the column, and 'public' (a /uploads/… URL) or 'private' (a path
-- under private/).
CREATE FUNCTION "archivos_soltar"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE viejo text := to_jsonb(OLD) ->> TG_ARGV[0];
BEGIN
  IF viejo IS NULL OR (TG_OP = 'UPDATE' AND viejo IS NOT DISTINCT FROM (to_jsonb(NEW) ->> TG_ARGV[0])) THEN RETURN NULL; END IF;
  IF TG_ARGV[1] = 'public' THEN
    IF viejo LIKE '/uploads/%' THEN DELETE FROM archivos WHERE ruta = 'public/' || substr(viejo, 10); END IF;
  ELSE
    DELETE FROM archivos WHERE ruta = 'private/' || viejo;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "archivos_soltar_users" AFTER UPDATE OF "photo_url" OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION archivos_soltar('photo_url', 'public');
--> statement-breakpoint
CREATE TRIGGER "archivos_soltar_clubs" AFTER UPDATE OF "logo_url" OR DELETE ON "clubs" FOR EACH ROW EXECUTE FUNCTION archivos_soltar('logo_url', 'public');
--> statement-breakpoint
CREATE TRIGGER "archivos_soltar_pagos_jugadores" AFTER UPDATE OF "comprobante_path" OR DELETE ON "pagos_jugadores" FOR EACH ROW EXECUTE FUNCTION archivos_soltar('comprobante_path', 'private');
--> statement-breakpoint
CREATE TRIGGER "archivos_soltar_pagos_arriendo" AFTER UPDATE OF "comprobante_path" OR DELETE ON "pagos_arriendo" FOR EACH ROW EXECUTE FUNCTION archivos_soltar('comprobante_path', 'private');
